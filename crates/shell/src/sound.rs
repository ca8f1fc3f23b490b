//! Sounds for dice, moves, captures, coming home, a card and the finish, generated in
//! code (no sound files). Behind the cargo feature `sound`, which links the system's
//! audio library; without it every call here is silent. K mutes and unmutes.

use track::Event;

/// The sounds of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// The dice roll.
    Dice,
    /// One move of a piece.
    Move,
    /// A capture.
    Capture,
    /// A piece comes home.
    Home,
    /// A card is drawn.
    Card,
    /// A player finishes.
    Finish,
}

impl Cue {
    /// Every cue.
    pub const ALL: [Cue; 6] = [
        Cue::Dice,
        Cue::Move,
        Cue::Capture,
        Cue::Home,
        Cue::Card,
        Cue::Finish,
    ];

    /// The cue of an event, if it has one.
    pub fn of(e: &Event) -> Option<Cue> {
        Some(match e {
            Event::Rolled { .. } => Cue::Dice,
            Event::Stepped { .. } | Event::BroughtIn { .. } => Cue::Move,
            Event::Captured { .. } => Cue::Capture,
            Event::CameHome { .. } => Cue::Home,
            Event::CardDrawn { .. } => Cue::Card,
            Event::Finished { .. } => Cue::Finish,
            _ => return None,
        })
    }

    /// The notes: (frequency in Hz, seconds); 0 Hz is a rattle of noise.
    fn notes(self) -> &'static [(f32, f32)] {
        match self {
            Cue::Dice => &[(0.0, 0.05), (0.0, 0.04), (0.0, 0.06)],
            Cue::Move => &[(660.0, 0.05)],
            Cue::Capture => &[(220.0, 0.08), (147.0, 0.14)],
            Cue::Home => &[(523.0, 0.09), (659.0, 0.09), (784.0, 0.16)],
            Cue::Card => &[(440.0, 0.08), (554.0, 0.12)],
            Cue::Finish => &[(523.0, 0.12), (659.0, 0.12), (784.0, 0.12), (1047.0, 0.3)],
        }
    }
}

/// Sample rate of the generated sounds.
const RATE: u32 = 22_050;

/// A cue as a mono 16-bit WAV file in memory.
pub fn wav(cue: Cue) -> Vec<u8> {
    let mut samples: Vec<i16> = vec![];
    let mut noise: u32 = 0x2545_F491;
    for &(freq, secs) in cue.notes() {
        let n = (secs * RATE as f32) as usize;
        for i in 0..n {
            let t = i as f32 / RATE as f32;
            let fade = (1.0 - i as f32 / n as f32).powi(2);
            let v = if freq == 0.0 {
                noise ^= noise << 13;
                noise ^= noise >> 17;
                noise ^= noise << 5;
                (noise as f32 / u32::MAX as f32) * 2.0 - 1.0
            } else {
                (t * freq * std::f32::consts::TAU).sin()
            };
            samples.push((v * fade * 0.35 * f32::from(i16::MAX)) as i16);
        }
    }
    let data_len = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data_len as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes());
    out.extend_from_slice(&RATE.to_le_bytes());
    out.extend_from_slice(&(RATE * 2).to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&s.to_le_bytes());
    }
    out
}

/// The loaded sounds (empty without the `sound` feature) and whether they are muted.
#[derive(Default)]
pub struct Sounds {
    #[cfg(feature = "sound")]
    loaded: Vec<(Cue, macroquad::audio::Sound)>,
    /// Muted by the player.
    pub muted: bool,
}

impl Sounds {
    /// Loads every cue (nothing without the `sound` feature).
    pub async fn load() -> Sounds {
        #[cfg(feature = "sound")]
        {
            let mut loaded = vec![];
            for cue in Cue::ALL {
                if let Ok(s) = macroquad::audio::load_sound_from_bytes(&wav(cue)).await {
                    loaded.push((cue, s));
                }
            }
            Sounds {
                loaded,
                muted: false,
            }
        }
        #[cfg(not(feature = "sound"))]
        Sounds::default()
    }

    /// Plays the cue of an event, unless muted.
    pub fn play(&self, e: &Event) {
        let cue = Cue::of(e).filter(|_| !self.muted);
        #[cfg(feature = "sound")]
        if let Some((_, s)) = self.loaded.iter().find(|(c, _)| Some(*c) == cue) {
            macroquad::audio::play_sound_once(s);
        }
        #[cfg(not(feature = "sound"))]
        let _ = cue;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cue_is_a_valid_wav_of_its_length() {
        for cue in Cue::ALL {
            let w = wav(cue);
            assert_eq!(&w[0..4], b"RIFF");
            assert_eq!(&w[8..12], b"WAVE");
            let data = u32::from_le_bytes([w[40], w[41], w[42], w[43]]) as usize;
            assert_eq!(w.len(), 44 + data);
            let secs: f32 = cue.notes().iter().map(|n| n.1).sum();
            let expected = (secs * RATE as f32) as usize * 2;
            assert!(
                data.abs_diff(expected) <= 2 * cue.notes().len() * 2,
                "{cue:?}"
            );
        }
    }
}
