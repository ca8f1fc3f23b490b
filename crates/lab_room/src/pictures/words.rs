//! The words on the pictures, said once per frame in the player's language: the
//! legend, the titles, the numbers at the bars and the short lines (window-free).

use ::words::{Args, Key};
use base::said::{LabFiguresMsg as F, Tenths};
use lab::LabFigures;
use shell::i18n::Lang;
use track::bots::BotKind;
use LabPicturesMsg as P;

/// A word or number on the pictures of "Try it" (the legend, the numbers at the bars,
/// the short lines under them): id `lab-pic-` and the variant in kebab case, the words in
/// `assets/i18n/<language>/lab-pictures.ftl`; the pictures' titles and row labels are
/// the figures' own ([`F`]).
#[derive(Clone, Debug, PartialEq, Eq, ::words::Say)]
#[say(prefix = "lab-pic-")]
pub enum LabPicturesMsg {
    /// The legend of one set of rules: its name and how many games it played.
    Legend {
        /// The rules' name.
        name: String,
        /// Games played.
        games: usize,
    },
    /// No game played yet.
    NotPlayed,
    /// A number of rounds.
    #[say(args(n))]
    Rounds(u32),
    /// A bare number.
    #[say(args(n))]
    Number(u32),
    /// A number of minutes.
    #[say(args(n))]
    Minutes(u32),
    /// How the minutes are estimated, and by which computer players.
    MinutesHow {
        /// The computer players.
        level: BotKind,
        /// Seconds per roll.
        roll: u32,
        /// Seconds more per card.
        card: u32,
    },
    /// The fair share's mark.
    Fair,
    /// A share in percent.
    #[say(args(n))]
    Percent(u32),
    /// The fair share in percent.
    #[say(args(n))]
    FairAt(u32),
    /// The starting player's share, its interval and what it says.
    #[say(with = starter)]
    Starter {
        /// Share, in percent.
        share: u32,
        /// The 95 % interval's lower end, in percent.
        low: u32,
        /// Its upper end, in percent.
        high: u32,
        /// More, less or within chance.
        #[say(sample = lab::Verdict::More)]
        verdict: lab::Verdict,
    },
    /// Who the skilled player played against.
    SkillWho {
        /// The skilled player.
        level: BotKind,
        /// How many easy players.
        others: usize,
    },
    /// A figure per game, with one decimal.
    #[say(args(n))]
    PerGame(Tenths),
}

/// The starting player's share (`$n`), its interval and its verdict (`$way`).
fn starter(m: &LabPicturesMsg) -> Key {
    let LabPicturesMsg::Starter {
        share,
        low,
        high,
        verdict,
    } = *m
    else {
        return ("lab-pic-starter", Args::new());
    };
    let args = Args::new().number("n", share).number("low", low);
    let args = args.number("high", high);
    let way = base::said::verdict_way(verdict);
    ("lab-pic-starter", args.text("way", way))
}

/// How far a batch of games has come: what its pictures can show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::pictures) enum Played {
    /// No game played yet.
    Nothing,
    /// Games were played and none ended within the cap.
    NoneEnded,
    /// Games ended: the pictures show them.
    Some,
}

impl Played {
    /// The fair games' state.
    pub(in crate::pictures) fn fair(f: &LabFigures) -> Played {
        Played::of(f.fair.played, f.fair.no_game_ended)
    }

    /// The skill games' state.
    pub(in crate::pictures) fn skill(f: &LabFigures) -> Played {
        Played::of(f.skill.played, f.skill.no_game_ended)
    }

    fn of(played: usize, none_ended: bool) -> Played {
        if played == 0 {
            Played::Nothing
        } else if none_ended {
            Played::NoneEnded
        } else {
            Played::Some
        }
    }
}

/// The words of one game's figures (the booklet's or the family's).
#[derive(Clone, Debug, PartialEq)]
pub(in crate::pictures) struct SeriesWords {
    /// The legend: its name and how many games.
    pub legend: String,
    /// In place of the fair games' pictures when they show nothing: "No game ended in
    /// 2000 rounds." or "No game played yet."
    pub fair_gap: Option<String>,
    /// In place of the skill game's bar when it shows nothing.
    pub skill_gap: Option<String>,
    /// The median rounds.
    pub rounds: String,
    /// The median minutes.
    pub minutes: String,
    /// Some games did not end, when some did.
    pub unfinished: Option<String>,
    /// The starting player's share.
    pub starter: String,
    /// The skilled player's share.
    pub skill: String,
    /// Captures, lead changes, lost turns, cards drawn per game.
    pub lively: [String; 4],
}

/// Every word on the pictures.
#[derive(Clone, Debug, PartialEq)]
pub(in crate::pictures) struct Words {
    /// The booklet's game, then the family's.
    pub series: [SeriesWords; 2],
    /// The four pictures' titles: how long, how fair, how much skill, how lively.
    pub titles: [String; 4],
    /// The rounds axis: its first value, and its last with the word.
    pub axis: (String, String),
    /// How the minutes are guessed.
    pub minutes_how: String,
    /// The word at the fair share's line.
    pub fair: String,
    /// The fair share in percent, at its line.
    pub fair_percent: String,
    /// "fair: 25 %", under the skill picture's line.
    pub fair_at: String,
    /// Who plays the skill games.
    pub skill_who: String,
    /// The liveliness rows: captures, lead changes, lost turns, cards drawn.
    pub lively: [String; 4],
}

fn percent(x: f64) -> u32 {
    (x.clamp(0.0, 1.0) * 100.0).round() as u32
}

/// The rounds axis' ends: the first and last round of both histograms.
pub(in crate::pictures) fn rounds_span(base: &LabFigures, ours: &LabFigures) -> Option<(u32, u32)> {
    let bars = [base, ours]
        .into_iter()
        .filter(|f| Played::fair(f) == Played::Some)
        .flat_map(|f| f.fair.rounds_histogram.iter());
    let lo = bars.clone().map(|b| b.from).min()?;
    let hi = bars.map(|b| b.to.saturating_add(1)).max()?;
    Some((lo, hi.max(lo + 1)))
}

fn series(lang: Lang, f: &LabFigures, name: &str) -> SeriesWords {
    let p = |m: P| ::words::say(lang, &m);
    let gap = |state: Played| match state {
        Played::Nothing => Some(p(P::NotPlayed)),
        Played::NoneEnded => Some(::words::say(lang, &F::NoGameEnded { cap: f.max_rounds })),
        Played::Some => None,
    };
    let fair = &f.fair;
    let unfinished = (fair.unfinished > 0 && !fair.no_game_ended).then(|| {
        ::words::say(
            lang,
            &F::Unfinished {
                count: fair.unfinished,
                cap: f.max_rounds,
            },
        )
    });
    let per_game = |x: f64| p(P::PerGame(Tenths::of(x)));
    SeriesWords {
        legend: p(P::Legend {
            name: name.to_string(),
            games: fair.played,
        }),
        fair_gap: gap(Played::fair(f)),
        skill_gap: gap(Played::skill(f)),
        rounds: p(P::Rounds(fair.rounds.median)),
        minutes: p(P::Minutes(fair.minutes.median)),
        unfinished,
        starter: p(P::Starter {
            share: percent(fair.starting_player.share),
            low: percent(fair.starting_player.low),
            high: percent(fair.starting_player.high),
            verdict: fair.starting_player.verdict,
        }),
        skill: p(P::Percent(percent(f.skill.skilled.share))),
        lively: [
            per_game(fair.captures_per_game),
            per_game(fair.lead_changes_per_game),
            p(P::Percent(percent(fair.lost_turn_share))),
            per_game(fair.cards_drawn_per_game),
        ],
    }
}

/// Every word of the pictures of `base` (the booklet's game) beside `ours`.
pub(in crate::pictures) fn words(
    lang: Lang,
    base: &LabFigures,
    ours: &LabFigures,
    base_name: &str,
    our_name: &str,
) -> Words {
    let p = |m: P| ::words::say(lang, &m);
    let f = |m: F| ::words::say(lang, &m);
    let (lo, hi) = rounds_span(base, ours).unwrap_or((0, 1));
    let fair_share = if ours.fair.fair_share > 0.0 {
        ours.fair.fair_share
    } else {
        base.fair.fair_share
    };
    let players = ours.players.max(base.players).max(2);
    Words {
        series: [series(lang, base, base_name), series(lang, ours, our_name)],
        titles: [f(F::Length), f(F::Fairness), f(F::Skill), f(F::Liveliness)],
        axis: (p(P::Number(lo)), p(P::Rounds(hi))),
        minutes_how: p(P::MinutesHow {
            level: BotKind::from_name(&ours.fair.bot).unwrap_or(lab::FAIR_BOT),
            roll: ours.seconds_per_roll,
            card: ours.seconds_per_card,
        }),
        fair: p(P::Fair),
        fair_percent: p(P::Percent(percent(fair_share))),
        fair_at: p(P::FairAt(percent(fair_share))),
        skill_who: p(P::SkillWho {
            level: BotKind::from_name(&ours.skill.bot).unwrap_or(lab::SKILL_BOT),
            others: players - 1,
        }),
        lively: [
            f(F::Captures),
            f(F::LeadChanges),
            f(F::LostTurns),
            f(F::CardsDrawn),
        ],
    }
}

#[cfg(test)]
mod said {
    use super::*;

    #[test]
    fn every_lab_pictures_message_is_said_in_every_language() {
        assert_eq!(::words::unsaid::<P>(), [] as [String; 0]);
        for verdict in [lab::Verdict::WithinChance, lab::Verdict::Less] {
            let m = P::Starter {
                share: 31,
                low: 25,
                high: 38,
                verdict,
            };
            for lang in Lang::ALL {
                assert!(::words::try_say(lang, &m).is_ok(), "{lang:?} {m:?}");
            }
        }
    }

    #[test]
    fn a_figure_per_game_is_said_with_the_languages_decimal_mark() {
        let m = P::PerGame(Tenths(419));
        assert_eq!(::words::say(Lang::En, &m), "41.9");
        assert_eq!(::words::say(Lang::De, &m), "41,9");
    }
}
