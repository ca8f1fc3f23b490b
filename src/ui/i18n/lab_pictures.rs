//! The rule lab's pictures in words: the few words on the pictures of "Try it" (the
//! legend, the numbers at the bars, the short lines under them). The words are in
//! `assets/i18n/<language>/lab-pictures.ftl`, named by `keys/lab_pictures.rs`; the
//! pictures' titles and row labels are the figures' own ([`super::LabFiguresMsg`]).

use super::lab_figures::Tenths;
use super::{fluent::Args, keys, say, Lang};
use track::bots::BotKind;

/// A text of the rule lab's pictures. Percentages are whole numbers (25 is 25 %).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LabPicturesMsg {
    /// The legend: a game's name and how many games its figures come from.
    Legend {
        /// The game's name.
        name: String,
        /// Games played.
        games: usize,
    },
    /// A game's figures are still to come: no game played yet.
    NotPlayed,
    /// A number of rounds (the median at a histogram, its axis' end).
    Rounds(u32),
    /// A plain whole number (an axis' start).
    Number(u32),
    /// Minutes at the table, about.
    Minutes(u32),
    /// How the minutes are guessed, and for which computer players.
    MinutesHow {
        /// The computer player at every seat.
        level: BotKind,
        /// Seconds per roll.
        roll: u32,
        /// Seconds more per card.
        card: u32,
    },
    /// The word at the fair share's line.
    Fair,
    /// A share in percent.
    Percent(u32),
    /// The fair share in percent, under its line.
    FairAt(u32),
    /// The starting player's share, its interval and what it says.
    Starter {
        /// Share, in percent.
        share: u32,
        /// The interval's lower end, in percent.
        low: u32,
        /// Its upper end, in percent.
        high: u32,
        /// Within chance, really more or really less than fair.
        verdict: lab::Verdict,
    },
    /// Who plays the skill games: a computer player of `level` against `others` easy ones.
    SkillWho {
        /// How well the skilled player plays.
        level: BotKind,
        /// The easy players.
        others: usize,
    },
    /// A figure per game with one decimal.
    PerGame(Tenths),
}

/// A rule lab pictures' text in a language.
pub fn lab_pictures_text(lang: Lang, m: &LabPicturesMsg) -> String {
    let mark = say(lang, ("lab-fig-decimal-mark", Args::new()));
    say(lang, keys::lab_pictures::key(m, &mark))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::fluent::{try_format, FILES};

    /// One message of every kind.
    fn samples() -> Vec<LabPicturesMsg> {
        use LabPicturesMsg::*;
        vec![
            Legend {
                name: "Nur Springer".into(),
                games: 1,
            },
            Legend {
                name: "Das kleine Spiel".into(),
                games: 1000,
            },
            NotPlayed,
            Rounds(1),
            Rounds(114),
            Number(40),
            Minutes(1),
            Minutes(25),
            MinutesHow {
                level: BotKind::Easy,
                roll: 10,
                card: 15,
            },
            Fair,
            Percent(31),
            FairAt(25),
            Starter {
                share: 31,
                low: 25,
                high: 38,
                verdict: lab::Verdict::WithinChance,
            },
            Starter {
                share: 40,
                low: 34,
                high: 46,
                verdict: lab::Verdict::More,
            },
            SkillWho {
                level: BotKind::Normal,
                others: 1,
            },
            SkillWho {
                level: BotKind::Hard,
                others: 3,
            },
            PerGame(Tenths(419)),
        ]
    }

    #[test]
    fn every_lab_pictures_message_is_said_without_an_error_in_every_language() {
        for (code, _) in FILES {
            let mark = try_format(code, "lab-fig-decimal-mark", &Args::new()).unwrap();
            for m in samples() {
                let (id, args) = keys::lab_pictures::key(&m, &mark);
                let said = try_format(code, id, &args);
                assert!(
                    said.as_ref().is_ok_and(|s| !s.is_empty()),
                    "{code} {m:?}: {said:?}"
                );
            }
        }
    }

    #[test]
    fn a_figure_per_game_is_said_with_the_languages_decimal_mark() {
        let m = LabPicturesMsg::PerGame(Tenths(419));
        assert_eq!(lab_pictures_text(Lang::En, &m), "41.9");
        assert_eq!(lab_pictures_text(Lang::De, &m), "41,9");
    }
}
