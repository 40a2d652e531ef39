//! The steering and follow-up queues. Steering messages interrupt a run after the running tool
//! call; follow-ups wait until the agent would stop. `one-at-a-time` delivers one message per
//! delivery point, `all` delivers everything queued.

use std::collections::VecDeque;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum QueueMode {
    #[default]
    OneAtATime,
    All,
}

impl QueueMode {
    pub fn parse(s: &str) -> Option<QueueMode> {
        match s {
            "one-at-a-time" => Some(QueueMode::OneAtATime),
            "all" => Some(QueueMode::All),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            QueueMode::OneAtATime => "one-at-a-time",
            QueueMode::All => "all",
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct Queues {
    /// Steering messages with who sent each (`None`: the user; `host`).
    pub steering: VecDeque<(String, Option<String>)>,
    pub follow_up: VecDeque<String>,
    pub steering_mode: QueueMode,
    pub follow_up_mode: QueueMode,
}

impl Queues {
    pub fn has_steering(&self) -> bool {
        !self.steering.is_empty()
    }

    #[cfg(test)]
    pub fn take_steering(&mut self) -> Vec<String> {
        self.take_steering_from()
            .into_iter()
            .map(|(t, _)| t)
            .collect()
    }

    pub fn push_steering(&mut self, text: String, origin: Option<String>) {
        self.steering.push_back((text, origin));
    }

    /// The steering messages to deliver now, each with who sent it.
    pub fn take_steering_from(&mut self) -> Vec<(String, Option<String>)> {
        take(&mut self.steering, self.steering_mode)
    }

    pub fn take_follow_up(&mut self) -> Vec<String> {
        take(&mut self.follow_up, self.follow_up_mode)
    }

    /// Empties both queues and returns what was removed.
    pub fn clear(&mut self) -> (Vec<String>, Vec<String>) {
        (
            self.steering.drain(..).map(|(t, _)| t).collect(),
            self.follow_up.drain(..).collect(),
        )
    }

    pub fn snapshot(&self) -> (Vec<String>, Vec<String>) {
        (
            self.steering.iter().map(|(t, _)| t.clone()).collect(),
            self.follow_up.iter().cloned().collect(),
        )
    }
}

fn take<T>(q: &mut VecDeque<T>, mode: QueueMode) -> Vec<T> {
    match mode {
        QueueMode::All => q.drain(..).collect(),
        QueueMode::OneAtATime => q.pop_front().into_iter().collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::{QueueMode, Queues};

    #[test]
    fn modes_deliver_one_or_all() {
        let mut q = Queues::default();
        q.push_steering("a".into(), None);
        q.push_steering("b".into(), None);
        assert_eq!(q.take_steering(), vec!["a"]);
        assert_eq!(q.take_steering(), vec!["b"]);
        assert!(q.take_steering().is_empty());
        q.follow_up_mode = QueueMode::All;
        q.follow_up.extend(["x".to_string(), "y".to_string()]);
        assert_eq!(q.take_follow_up(), vec!["x", "y"]);
        q.push_steering("s".into(), None);
        q.follow_up.push_back("f".into());
        assert_eq!(q.clear(), (vec!["s".to_string()], vec!["f".to_string()]));
    }

    #[test]
    fn each_steering_message_keeps_its_sender() {
        let mut q = Queues {
            steering_mode: QueueMode::All,
            ..Queues::default()
        };
        q.push_steering("mine".into(), None);
        q.push_steering("hosted".into(), Some("host".into()));
        q.push_steering("mine too".into(), None);
        assert_eq!(
            q.take_steering_from(),
            [
                ("mine".to_string(), None),
                ("hosted".to_string(), Some("host".to_string())),
                ("mine too".to_string(), None),
            ]
        );
        q.push_steering("dropped".into(), Some("host".into()));
        q.clear();
        q.push_steering("after".into(), None);
        assert_eq!(q.take_steering_from(), [("after".to_string(), None)]);
    }
}
