//! The rooms the shell holds: every game screen ([`GameScreen`]) built so far that stays
//! while another is up (the race, the schools, chess), and the one that is up (none while
//! the start screen is). The shell knows a room by its type, never by a list of the
//! games: a game's door (`shell/door.rs`) enters its own room.

use crate::GameScreen;
use std::any::Any;

/// The rooms built, and which is up.
#[derive(Default)]
pub struct Rooms {
    /// Every room built and kept.
    built: Vec<Box<dyn GameScreen>>,
    /// The room up, by its place in `built`; none on the start screen.
    up: Option<usize>,
}

impl Rooms {
    /// The room up, if the start screen is not.
    pub fn up(&self) -> Option<&dyn GameScreen> {
        self.up.map(|i| &*self.built[i])
    }

    /// As [`Rooms::up`], to change it.
    pub fn up_mut(&mut self) -> Option<&mut dyn GameScreen> {
        match self.up {
            Some(i) => Some(&mut *self.built[i]),
            None => None,
        }
    }

    /// Whether a room is up (not the start screen).
    pub fn any_up(&self) -> bool {
        self.up.is_some()
    }

    /// The room `T`, if it is built.
    pub fn get<T: GameScreen>(&self) -> Option<&T> {
        self.built
            .iter()
            .find_map(|r| (&**r as &dyn Any).downcast_ref::<T>())
    }

    /// As [`Rooms::get`], to change it.
    pub fn get_mut<T: GameScreen>(&mut self) -> Option<&mut T> {
        self.built
            .iter_mut()
            .find_map(|r| (&mut **r as &mut dyn Any).downcast_mut::<T>())
    }

    /// Every room built (to tell them what the games share changed).
    pub fn all_mut(&mut self) -> impl Iterator<Item = &mut dyn GameScreen> {
        self.built.iter_mut().map(|r| &mut **r)
    }

    /// Keeps `room` (in place of a `T` built before, if any); it does not come up.
    pub fn build<T: GameScreen>(&mut self, room: T) -> &mut T {
        let at = self.place_of::<T>();
        match at {
            Some(i) => self.built[i] = Box::new(room),
            None => self.built.push(Box::new(room)),
        }
        let i = at.unwrap_or(self.built.len() - 1);
        match (&mut *self.built[i] as &mut dyn Any).downcast_mut::<T>() {
            Some(room) => room,
            None => unreachable!("the room just kept is a T"),
        }
    }

    /// Puts the room `T` up (built with `make` if there is none); the rooms that do not
    /// stay go.
    pub fn enter<T: GameScreen>(&mut self, make: impl FnOnce() -> T) -> &mut T {
        if self.place_of::<T>().is_none() {
            self.build(make());
        }
        self.drop_passing(self.place_of::<T>());
        self.up = self.place_of::<T>();
        self.get_mut::<T>()
            .expect("the room entered has just been built")
    }

    /// The start screen comes up: the rooms that do not stay go.
    pub fn leave(&mut self) {
        self.drop_passing(None);
        self.up = None;
    }

    /// Drops every room that does not stay, but the one at `keep`.
    fn drop_passing(&mut self, keep: Option<usize>) {
        let mut i = 0;
        self.built.retain(|r| {
            let kept = r.stays() || Some(i) == keep;
            i += 1;
            kept
        });
    }

    /// Where the room `T` is kept.
    fn place_of<T: GameScreen>(&self) -> Option<usize> {
        self.built.iter().position(|r| (&**r as &dyn Any).is::<T>())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::web_status::WebAsk;
    use crate::{Exit, Frame, Shared};
    use paint::draw::Pen;

    /// A room that stays, counting its frames.
    #[derive(Default)]
    struct Staying(u32);
    /// A room built anew each time.
    #[derive(Default)]
    struct Passing(u32);

    macro_rules! room {
        ($t:ty, $stays:expr) => {
            impl GameScreen for $t {
                fn update(&mut self, _: &Frame, _: &mut Shared) -> Exit {
                    self.0 += 1;
                    Exit::Stay
                }
                fn draw(&self, _: &Pen, _: Lang, _: f32, _: f32) {}
                fn end_on_screen(&self) -> bool {
                    false
                }
                fn save(&mut self) {}
                fn stays(&self) -> bool {
                    $stays
                }
                fn web_status(&self, _: &WebAsk) -> String {
                    String::new()
                }
            }
        };
    }
    room!(Staying, true);
    room!(Passing, false);

    #[test]
    fn a_room_that_stays_keeps_its_state_past_the_start_screen_and_another_room() {
        let mut rooms = Rooms::default();
        rooms.enter(Staying::default).0 = 7;
        rooms.leave();
        assert!(!rooms.any_up());
        rooms.enter(Passing::default);
        assert!(rooms.up().is_some_and(|r| (r as &dyn Any).is::<Passing>()));
        assert_eq!(rooms.enter(Staying::default).0, 7);
    }

    #[test]
    fn a_room_that_does_not_stay_is_built_anew_when_entered_again() {
        let mut rooms = Rooms::default();
        rooms.enter(Passing::default).0 = 3;
        // Up again while it is up: the same room.
        assert_eq!(rooms.enter(Passing::default).0, 3);
        rooms.leave();
        assert!(rooms.get::<Passing>().is_none());
        assert_eq!(rooms.enter(Passing::default).0, 0);
        rooms.enter(Staying::default);
        assert!(
            rooms.get::<Passing>().is_none(),
            "left for another room, it goes"
        );
    }

    #[test]
    fn building_a_room_again_replaces_the_one_kept() {
        let mut rooms = Rooms::default();
        rooms.build(Staying(1));
        rooms.build(Staying(2));
        assert_eq!(rooms.all_mut().count(), 1);
        assert_eq!(rooms.get::<Staying>().map(|r| r.0), Some(2));
        assert!(!rooms.any_up(), "built, not up");
    }
}
