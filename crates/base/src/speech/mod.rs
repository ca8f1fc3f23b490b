//! *Read to me* (issue 54): every text a child needs, read aloud in the game's
//! language. The screens hand their texts to a [`Speaker`] (read once when it appears, a
//! new one cutting off the old, nothing twice in a row); it reads them through the
//! platform's [`Voice`](crate::platform::speech::Voice), with what the screen draws as
//! a symbol said in words ([`speakable`]). Who hears them is each seat's switch
//! ([`read_to_me`]).

pub mod read_to_me;
mod speakable;
mod speaker;
mod words;

pub use self::words::{choices, SpeechMsg};
pub use speakable::speakable;
pub use speaker::{sentences, Speaker};
