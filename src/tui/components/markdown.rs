//! Assistant text: Markdown (pulldown-cmark) to styled, wrapped lines. Headings, emphasis,
//! inline code, fenced code blocks with their language label (syntax-coloured by it,
//! `tui::highlight`), ordered and unordered lists
//! (nested), block quotes, rules, and links (`text (url)` when the url differs from the text).
//! The source is sanitised first. While a message streams, `drain_finished` hands the finished
//! blocks to the history, so each delta re-renders only the unfinished tail.

use std::cell::RefCell;

use pulldown_cmark::{CodeBlockKind, Event, HeadingLevel, Options, Parser, Tag, TagEnd};

use crate::tui::component::Component;
use crate::tui::highlight::{Highlighter, Lang, wrap_code};
use crate::tui::line::Line;
use crate::tui::sanitize::sanitize;
use crate::tui::style::{Role, Style};

pub struct Markdown {
    /// Source not yet drained into the history (raw; sanitised when rendered).
    source: String,
    /// Bytes of `source` already scanned for block boundaries.
    scan: usize,
    /// The open code fence (character, length) at `scan`, and its opening line.
    fence: Option<(char, usize)>,
    fence_line: String,
    /// End of the last blank line outside a code fence: everything before it is finished.
    boundary: usize,
    cache: RefCell<Option<(usize, usize, Vec<Line>)>>,
}

impl Markdown {
    pub fn new(source: &str) -> Markdown {
        let mut m = Markdown {
            source: String::new(),
            scan: 0,
            fence: None,
            fence_line: String::new(),
            boundary: 0,
            cache: RefCell::new(None),
        };
        m.push_str(source);
        m
    }

    /// Appends streamed text.
    pub fn push_str(&mut self, delta: &str) {
        self.source.push_str(delta);
        while let Some(nl) = self.source[self.scan..].find('\n') {
            let line = &self.source[self.scan..self.scan + nl];
            self.scan += nl + 1;
            let t = line.trim_start_matches(' ');
            let lead = line.len() - t.len();
            let marker = t.chars().next().filter(|c| *c == '`' || *c == '~');
            let run = marker
                .map(|m| t.chars().take_while(|c| *c == m).count())
                .unwrap_or(0);
            match (self.fence, marker) {
                (None, Some(m)) if lead <= 3 && run >= 3 => {
                    self.fence = Some((m, run));
                    self.fence_line = line.to_string();
                }
                (Some((fm, flen)), Some(m))
                    if m == fm && run >= flen && t[run..].trim().is_empty() =>
                {
                    self.fence = None
                }
                (None, _) if line.trim().is_empty() => self.boundary = self.scan,
                _ => {}
            }
        }
    }

    /// The raw source not yet drained.
    pub fn source(&self) -> &str {
        &self.source
    }

    /// Takes the finished blocks (everything before the last blank line outside a code fence),
    /// rendered at `width`, for the history; the component keeps only the unfinished tail, so
    /// a long streamed message never re-renders what is already in the scrollback.
    pub fn drain_finished(&mut self, width: usize) -> Vec<Line> {
        if self.boundary == 0 {
            return self.drain_long_block(width);
        }
        let chunk: String = self.source.drain(..self.boundary).collect();
        self.scan -= self.boundary;
        self.boundary = 0;
        self.cache.replace(None);
        let mut lines = render_markdown(&sanitize(&chunk), width);
        if !lines.is_empty() {
            lines.push(Line::new());
        }
        lines
    }
}

/// An unfinished block longer than this is cut at its last line break (a code block is closed
/// there and reopened), so a huge message never re-renders more than this on a delta.
const LONG_BLOCK: usize = 32 * 1024;

impl Markdown {
    /// Cuts a block that has grown past `LONG_BLOCK` at its last complete line.
    fn drain_long_block(&mut self, width: usize) -> Vec<Line> {
        if self.source.len() <= LONG_BLOCK || self.scan == 0 {
            return Vec::new();
        }
        let mut chunk: String = self.source.drain(..self.scan).collect();
        self.scan = 0;
        if let Some((m, n)) = self.fence {
            chunk.push_str(&m.to_string().repeat(n));
            chunk.push('\n');
            let reopen = format!("{}\n", self.fence_line);
            self.scan = reopen.len();
            self.source.insert_str(0, &reopen);
        }
        self.cache.replace(None);
        render_markdown(&sanitize(&chunk), width)
    }

    /// The last `rows` rendered rows: what a live region of that height can show. Rendering is
    /// cached per width and source length, so a keystroke while a long answer streams copies at
    /// most `rows` lines.
    pub fn render_tail(&self, width: usize, rows: usize) -> Vec<Line> {
        let fresh = matches!(&*self.cache.borrow(), Some((w, len, _)) if *w == width && *len == self.source.len());
        if !fresh {
            let lines = render_markdown(&sanitize(&self.source), width);
            self.cache.replace(Some((width, self.source.len(), lines)));
        }
        match &*self.cache.borrow() {
            Some((_, _, lines)) => lines[lines.len().saturating_sub(rows)..].to_vec(),
            None => Vec::new(),
        }
    }
}

impl Component for Markdown {
    fn render(&self, width: usize) -> Vec<Line> {
        self.render_tail(width, usize::MAX)
    }
}

struct ListState {
    next: Option<u64>,
    /// Columns the current item's marker takes ("• " 2, "10. " 4).
    width: usize,
    items: usize,
}

struct Renderer {
    width: usize,
    out: Vec<Line>,
    cur: Line,
    styles: Vec<Style>,
    lists: Vec<ListState>,
    /// Prefix for the first row of the current list item's text, taken once.
    item_prefix: Option<String>,
    quote: usize,
    code: Option<String>,
    code_text: String,
    link: Option<String>,
    link_text: String,
    heading: Option<HeadingLevel>,
    need_blank: bool,
    /// Rows of the table being read, and how many of them are header rows.
    table: Option<(Vec<Vec<Line>>, usize)>,
}

/// Renders Markdown source to lines at most `width` columns wide.
pub fn render_markdown(source: &str, width: usize) -> Vec<Line> {
    let mut r = Renderer {
        width: width.max(8),
        out: Vec::new(),
        cur: Line::new(),
        styles: vec![Style::PLAIN],
        lists: Vec::new(),
        item_prefix: None,
        quote: 0,
        code: None,
        code_text: String::new(),
        link: None,
        link_text: String::new(),
        heading: None,
        need_blank: false,
        table: None,
    };
    let source = plan_block(source);
    for ev in Parser::new_ext(
        &source,
        Options::ENABLE_STRIKETHROUGH | Options::ENABLE_TABLES,
    ) {
        r.event(ev);
    }
    r.flush();
    r.out
}

/// A plan reply's `<proposed_plan>` … `</proposed_plan>` (plan mode, docs/interactive.md) as a
/// titled block between two rules, without the raw tags.
fn plan_block(source: &str) -> std::borrow::Cow<'_, str> {
    if !source.contains("proposed_plan>") {
        return std::borrow::Cow::Borrowed(source);
    }
    let mut out = String::with_capacity(source.len() + 64);
    for line in source.split_inclusive('\n') {
        match line.trim() {
            "<proposed_plan>" => out.push_str("\n---\n\n### Proposed plan\n\n"),
            "</proposed_plan>" => out.push_str("\n---\n\n"),
            _ => out.push_str(line),
        }
    }
    std::borrow::Cow::Owned(out)
}

impl Renderer {
    fn style(&self) -> Style {
        *self.styles.last().unwrap_or(&Style::PLAIN)
    }

    fn push_style(&mut self, f: impl Fn(Style) -> Style) {
        self.styles.push(f(self.style()));
    }

    /// Quote bars and list indentation for continuation rows; `upto` lists deep.
    fn indent_upto(&self, upto: usize) -> String {
        let mut s = "│ ".repeat(self.quote);
        for l in &self.lists[..upto] {
            s.push_str(&" ".repeat(l.width));
        }
        s
    }

    fn indent(&self) -> String {
        self.indent_upto(self.lists.len())
    }

    fn blank_if_needed(&mut self) {
        if self.need_blank && !self.out.is_empty() {
            let q = "│".repeat(self.quote.min(1));
            self.out.push(Line::styled(q, Style::role(Role::Muted)));
        }
        self.need_blank = false;
    }

    /// Wraps the pending inline text into rows with the current prefixes.
    fn flush(&mut self) {
        if self.cur.is_empty() && self.item_prefix.is_none() {
            return;
        }
        self.blank_if_needed();
        let indent = self.indent();
        let first = match self.item_prefix.take() {
            Some(marker) => format!(
                "{}{marker}",
                self.indent_upto(self.lists.len().saturating_sub(1))
            ),
            None => indent.clone(),
        };
        let prefix = Line::styled(first, Style::role(Role::Muted));
        let rest = Line::styled(indent, Style::role(Role::Muted));
        let text = std::mem::take(&mut self.cur);
        self.out
            .extend(text.wrap_with_prefix(self.width, &prefix, &rest));
    }

    fn text(&mut self, t: &str) {
        if self.code.is_some() {
            self.code_text.push_str(t);
            return;
        }
        if self.link.is_some() {
            self.link_text.push_str(t);
        }
        let st = self.style();
        self.cur.push(t, st);
    }

    fn event(&mut self, ev: Event) {
        match ev {
            Event::Start(tag) => self.start(tag),
            Event::End(tag) => self.end(tag),
            Event::Text(t) => self.text(&t),
            Event::Code(t) => {
                let st = self.style();
                self.cur.push(
                    t.to_string(),
                    Style {
                        role: Some(Role::Code),
                        ..st
                    },
                );
            }
            Event::SoftBreak => self.text(" "),
            Event::HardBreak => self.flush(),
            Event::Rule => {
                self.flush();
                self.blank_if_needed();
                let w = self
                    .width
                    .saturating_sub(self.indent().chars().count())
                    .min(40);
                self.out
                    .push(Line::styled("─".repeat(w), Style::role(Role::Border)));
                self.need_blank = true;
            }
            Event::Html(t) | Event::InlineHtml(t) => self.text(&t),
            Event::FootnoteReference(t) => self.text(&format!("[^{t}]")),
            Event::TaskListMarker(done) => self.text(if done { "[x] " } else { "[ ] " }),
            Event::InlineMath(t) | Event::DisplayMath(t) => self.text(&t),
        }
    }

    fn start(&mut self, tag: Tag) {
        match tag {
            Tag::Paragraph => {}
            Tag::Heading { level, .. } => {
                self.flush();
                self.heading = Some(level);
                self.push_style(|_| Style::role(Role::Heading).bold());
            }
            Tag::BlockQuote(_) => {
                self.flush();
                self.blank_if_needed();
                self.quote += 1;
            }
            Tag::CodeBlock(kind) => {
                self.flush();
                let lang = match kind {
                    CodeBlockKind::Fenced(l) => {
                        l.split_whitespace().next().unwrap_or("").to_string()
                    }
                    CodeBlockKind::Indented => String::new(),
                };
                self.code = Some(lang);
                self.code_text.clear();
            }
            Tag::List(start) => {
                self.flush();
                if !self.lists.is_empty() {
                    self.need_blank = false;
                }
                self.lists.push(ListState {
                    next: start,
                    width: 2,
                    items: 0,
                });
            }
            Tag::Item => {
                self.flush();
                if let Some(list) = self.lists.last_mut() {
                    if list.items > 0 {
                        self.need_blank = false;
                    }
                    list.items += 1;
                    let marker = match list.next.as_mut() {
                        Some(n) => {
                            let m = format!("{n}. ");
                            *n += 1;
                            m
                        }
                        None => "• ".to_string(),
                    };
                    list.width = crate::tui::width::str_width(&marker);
                    self.item_prefix = Some(marker);
                }
            }
            Tag::Table(_) => {
                self.flush();
                self.table = Some((Vec::new(), 0));
            }
            Tag::TableHead | Tag::TableRow => {
                if let Some((rows, _)) = self.table.as_mut() {
                    rows.push(Vec::new());
                }
            }
            Tag::TableCell => self.cur = Line::new(),
            Tag::Emphasis => self.push_style(|s| s.italic()),
            Tag::Strong => self.push_style(|s| s.bold()),
            Tag::Strikethrough => self.push_style(|s| s.dim()),
            Tag::Link { dest_url, .. } => {
                self.link = Some(dest_url.to_string());
                self.link_text.clear();
                self.push_style(|s| {
                    Style {
                        role: Some(Role::Link),
                        ..s
                    }
                    .underline()
                });
            }
            Tag::Image { dest_url, .. } => {
                self.text("[image: ");
                self.link = Some(dest_url.to_string());
                self.link_text.clear();
            }
            _ => {}
        }
    }

    fn end(&mut self, tag: TagEnd) {
        match tag {
            TagEnd::Paragraph => {
                self.flush();
                self.need_blank = true;
            }
            TagEnd::Heading(_) => {
                self.styles.pop();
                self.heading = None;
                self.flush();
                self.need_blank = true;
            }
            TagEnd::BlockQuote(_) => {
                self.flush();
                self.quote = self.quote.saturating_sub(1);
                self.need_blank = true;
            }
            TagEnd::CodeBlock => {
                let lang = self.code.take().unwrap_or_default();
                self.blank_if_needed();
                let indent = self.indent();
                if !lang.is_empty() {
                    self.out.push(Line::styled(
                        format!("{indent}{lang}"),
                        Style::role(Role::Muted),
                    ));
                }
                let code = std::mem::take(&mut self.code_text);
                let prefix = Line::styled(format!("{indent}  "), Style::role(Role::Muted));
                let inner = self.width.saturating_sub(prefix.width()).max(1);
                let mut hl = Highlighter::new(Lang::from_label(&lang));
                for l in code.trim_end_matches('\n').split('\n') {
                    for row in wrap_code(&hl.line(l), inner) {
                        let mut line = prefix.clone();
                        line.append(row);
                        self.out.push(line);
                    }
                }
                self.need_blank = true;
            }
            TagEnd::List(_) => {
                self.flush();
                self.lists.pop();
                self.need_blank = self.lists.is_empty();
            }
            TagEnd::Item => self.flush(),
            TagEnd::TableCell => {
                let cell = std::mem::take(&mut self.cur);
                if let Some(row) = self.table.as_mut().and_then(|(rows, _)| rows.last_mut()) {
                    row.push(cell);
                }
            }
            TagEnd::TableHead => {
                if let Some((_, head)) = self.table.as_mut() {
                    *head = 1;
                }
            }
            TagEnd::Table => {
                if let Some((rows, head)) = self.table.take() {
                    self.blank_if_needed();
                    let indent = self.indent();
                    let lines =
                        super::markdown_table::render_table(&rows, head, self.width, &indent);
                    self.out.extend(lines);
                    self.need_blank = true;
                }
            }
            TagEnd::Emphasis | TagEnd::Strong | TagEnd::Strikethrough => {
                self.styles.pop();
            }
            TagEnd::Link => {
                self.styles.pop();
                if let Some(url) = self.link.take()
                    && url != self.link_text
                    && !url.is_empty()
                {
                    self.cur.push(format!(" ({url})"), Style::role(Role::Muted));
                }
            }
            TagEnd::Image => {
                if let Some(url) = self.link.take() {
                    self.text(&format!(" {url}]"));
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
#[path = "markdown_tests.rs"]
mod tests;
