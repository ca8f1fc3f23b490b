//! Joining two copies of the learners' stars (issue 58: a class's stars gathered from
//! many devices): the join is the same whichever copy comes first, joining a copy again
//! changes nothing, no star is ever lost, and every learner of either copy is kept.

use school::progress::{clean_name, Progress, GUEST};

/// A small generator of many different copies (xorshift), so that the rules are checked
/// on copies no one picked by hand.
struct Gen(u64);

impl Gen {
    fn next(&mut self, below: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % below
    }

    /// A copy of up to four learners (some sharing names with other copies, the guest
    /// among them) with stars 0–3 in up to six levels.
    fn progress(&mut self) -> Progress {
        let names = ["Anna", "Ben", "Cem", "Dana", GUEST];
        let mut p = Progress::default();
        for _ in 0..self.next(5) {
            let name = names[self.next(names.len() as u64) as usize];
            p.learners.entry(name.to_string()).or_default();
            for _ in 0..self.next(7) {
                let level = format!("level-{}", self.next(6));
                let stars = self.next(4) as u8;
                p.record(name, &level, stars);
            }
        }
        p
    }
}

fn pairs() -> Vec<(Progress, Progress)> {
    let mut g = Gen(0x5eed_cafe_f00d_1234);
    (0..500).map(|_| (g.progress(), g.progress())).collect()
}

#[test]
fn merging_is_the_same_whichever_copy_comes_first() {
    for (a, b) in pairs() {
        assert_eq!(a.merged(&b), b.merged(&a), "{a:?} and {b:?}");
    }
}

#[test]
fn merging_a_copy_again_changes_nothing() {
    for (a, b) in pairs() {
        assert_eq!(a.merged(&a), a);
        let once = a.merged(&b);
        assert_eq!(once.merged(&b), once, "{a:?} and {b:?}");
        assert_eq!(once.merged(&a), once, "{a:?} and {b:?}");
    }
}

#[test]
fn merging_never_lowers_a_star_and_keeps_every_learner() {
    for (a, b) in pairs() {
        let m = a.merged(&b);
        for side in [&a, &b] {
            for (learner, levels) in &side.learners {
                assert!(m.learners.contains_key(learner), "{learner:?} lost");
                for (level, got) in levels {
                    assert!(m.stars(learner, level) >= *got, "{learner} {level}");
                }
            }
        }
        // And it makes up none: every star of the join is one of the copies'.
        for (learner, levels) in &m.learners {
            for (level, got) in levels {
                let best = a.stars(learner, level).max(b.stars(learner, level));
                assert_eq!(*got, best, "{learner} {level}");
            }
        }
    }
}

#[test]
fn a_learner_on_two_devices_keeps_the_best_stars_of_each_level() {
    let mut tablet = Progress::default();
    tablet.record("Anna", "rook-1", 3);
    tablet.record("Anna", "rook-2", 1);
    let mut pc = Progress::default();
    pc.record("Anna", "rook-2", 2);
    pc.record("Anna", "bishop-1", 1);
    pc.record("Ben", "rook-1", 2);
    let class = tablet.merged(&pc);
    assert_eq!(class.stars("Anna", "rook-1"), 3);
    assert_eq!(class.stars("Anna", "rook-2"), 2);
    assert_eq!(class.stars("Anna", "bishop-1"), 1);
    assert_eq!(class.stars("Ben", "rook-1"), 2);
    assert_eq!(class.learners.len(), 2);
}

#[test]
fn the_guest_is_not_handed_over() {
    let mut p = Progress::default();
    p.record(GUEST, "rook-1", 3);
    p.record("Anna", "rook-1", 1);
    let named = p.named();
    assert_eq!(named.learners.keys().collect::<Vec<_>>(), ["Anna"]);
    assert_eq!(
        p.stars(GUEST, "rook-1"),
        3,
        "the device keeps its guest's stars"
    );
}

#[test]
fn names_are_kept_trimmed_and_at_most_sixteen_characters() {
    assert_eq!(clean_name("  Anna   Lena "), Some("Anna Lena".into()));
    assert_eq!(clean_name("\u{7}Ben"), Some("Ben".into()));
    assert_eq!(clean_name("   "), None);
    assert_eq!(
        clean_name("Maximilian-Alexander").map(|n| n.chars().count()),
        Some(16)
    );
}
