//! The first `n` items of a stream in sorted order, in memory for `n` items: the search tools
//! walk every file (their notices count all matches) but keep only what their output limit can
//! show, so a tree with millions of matches costs no more memory than one with `n`.

use std::collections::BinaryHeap;

/// Keeps the `keep` smallest items pushed, and counts every push.
pub struct Smallest<T: Ord> {
    heap: BinaryHeap<T>,
    keep: usize,
    seen: usize,
}

impl<T: Ord> Smallest<T> {
    pub fn new(keep: usize) -> Smallest<T> {
        Smallest {
            heap: BinaryHeap::new(),
            keep,
            seen: 0,
        }
    }

    pub fn push(&mut self, item: T) {
        self.seen += 1;
        if self.heap.len() < self.keep {
            self.heap.push(item);
        } else if let Some(mut largest) = self.heap.peek_mut()
            && item < *largest
        {
            *largest = item;
        }
    }

    /// How many items were pushed, kept or not.
    pub fn seen(&self) -> usize {
        self.seen
    }

    /// The kept items, smallest first.
    pub fn into_sorted_vec(self) -> Vec<T> {
        self.heap.into_sorted_vec()
    }
}

#[cfg(test)]
mod tests {
    use super::Smallest;

    #[test]
    fn keeps_the_smallest_in_order_and_counts_all() {
        let mut s = Smallest::new(3);
        for x in [9, 4, 7, 1, 8, 4, 0, 12] {
            s.push(x);
        }
        assert_eq!(s.seen(), 8);
        assert_eq!(s.into_sorted_vec(), vec![0, 1, 4]);
        let mut none = Smallest::new(0);
        none.push(1);
        assert_eq!(none.seen(), 1);
        assert!(none.into_sorted_vec().is_empty());
    }
}
