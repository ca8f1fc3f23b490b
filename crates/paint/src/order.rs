//! One stable sort for the whole app.
//!
//! The standard library's `sort_by_key` is generic: every call with its own element
//! type or key closure gets its own copy of the whole sorting algorithm, 3–5 kB of
//! code each in the browser's download (issue 33). These functions sort positions
//! instead, through one copy of the algorithm that takes the comparison as a trait
//! object; only a few lines that compare and move the items are generic.
//!
//! The result is the standard library's stable sort's, item for item: items that
//! compare equal keep their order. The computer players' move ordering, which runs
//! millions of times, stays with the standard library in the rules crates.

use std::cmp::Ordering;

/// The order of the positions `0..len` that `compare` gives, equal ones in their order.
/// Not generic: the one copy of the sorting algorithm.
fn sorted_positions(len: usize, compare: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<usize> {
    let mut positions: Vec<usize> = (0..len).collect();
    positions.sort_by(|&a, &b| compare(a, b));
    positions
}

/// Puts the item at `positions[i]` at `i`, for every `i`, by swaps.
fn arrange<T>(items: &mut [T], positions: &[usize]) {
    for i in 0..items.len() {
        // The item wanted at `i` was at `positions[i]`; if that place is before `i`, it
        // was swapped on from there, to where that place's own wanted item was.
        let mut from = positions[i];
        while from < i {
            from = positions[from];
        }
        items.swap(i, from);
    }
}

/// Sorts `items` by `compare`, stable: what `items.sort_by(compare)` gives.
pub fn sort_by<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    let positions = sorted_positions(items.len(), &mut |a, b| compare(&items[a], &items[b]));
    arrange(items, &positions);
}

/// Sorts `items` by the key each has, stable: what `items.sort_by_key(key)` gives.
pub fn sort_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `items` in their own order, stable: what `items.sort()` gives.
pub fn sort<T: Ord>(items: &mut [T]) {
    sort_by(items, T::cmp);
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn the_order_is_the_standard_stable_sorts_with_equal_keys_in_their_order() {
        let mut rng = ChaCha8Rng::seed_from_u64(33);
        for len in 0..60 {
            for _ in 0..20 {
                // Few keys for many items: many ties, each item told apart by its place.
                let items: Vec<(u8, usize)> =
                    (0..len).map(|i| (rng.gen_range(0..5u8), i)).collect();
                let mut ours = items.clone();
                sort_by_key(&mut ours, |&(k, _)| k);
                let mut std_sorted = items.clone();
                std_sorted.sort_by_key(|&(k, _)| k);
                assert_eq!(ours, std_sorted, "{items:?}");
            }
        }
    }

    #[test]
    fn a_reverse_comparison_sorts_backwards_and_sort_uses_the_items_order() {
        let mut words = vec!["pear", "apple", "fig", "apple", "kiwi"];
        sort_by(&mut words, |a, b| b.cmp(a));
        assert_eq!(words, ["pear", "kiwi", "fig", "apple", "apple"]);
        sort(&mut words);
        assert_eq!(words, ["apple", "apple", "fig", "kiwi", "pear"]);
    }

    #[test]
    fn items_that_cannot_be_copied_are_moved_not_lost() {
        let mut names: Vec<String> = ["Zoe", "anna", "Ben", "anna"].map(String::from).to_vec();
        sort_by_key(&mut names, |n| n.to_lowercase());
        assert_eq!(names, ["anna", "anna", "Ben", "Zoe"]);
    }
}
