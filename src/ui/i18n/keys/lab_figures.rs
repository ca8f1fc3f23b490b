//! The names of the rule lab's figures' messages ([`LabFiguresMsg`]).

use super::{plain, Key};
use crate::ui::i18n::fluent::Args;
use crate::ui::i18n::lab_figures::{decimal, LabFiguresMsg};
use lab::LabError;
use track::SetupError;

/// A span of values: the median and the middle half.
fn middle(median: u32, low: u32, high: u32) -> Args {
    Args::new()
        .number("median", median)
        .number("low", low)
        .number("high", high)
}

/// A share in percent with its interval.
fn share(share: u32, low: u32, high: u32) -> Args {
    Args::new()
        .number("share", share)
        .number("low", low)
        .number("high", high)
}

/// A rule lab figures' message's id and values; `mark` is the language's decimal mark.
fn way(more: bool) -> &'static str {
    if more {
        "more"
    } else {
        "less"
    }
}

pub(crate) fn key(m: &LabFiguresMsg, mark: &str) -> Key {
    use LabFiguresMsg::*;
    match m {
        Bots(level) => ("lab-fig-bots", Args::new().text("level", level.name())),
        FairWithinChance => plain("lab-fig-fair"),
        NoWinner => plain("lab-fig-no-winner"),
        StarterReally {
            share: s,
            fair,
            more,
        } => (
            "lab-fig-starter-really",
            Args::new()
                .number("share", *s)
                .number("fair", *fair)
                .text("way", way(*more)),
        ),
        PlayerReally {
            player,
            share: s,
            fair,
            more,
        } => (
            "lab-fig-player-really",
            Args::new()
                .number("player", *player)
                .number("share", *s)
                .number("fair", *fair)
                .text("way", way(*more)),
        ),
        SkillVerdict(v) => (
            "lab-fig-skill-verdict",
            Args::new().text(
                "way",
                match v {
                    lab::Verdict::More => "more",
                    lab::Verdict::Less => "less",
                    lab::Verdict::WithinChance | lab::Verdict::Unknown => "within",
                },
            ),
        ),
        Stopped { played, most } => (
            "lab-fig-stopped",
            Args::new().number("played", *played).number("most", *most),
        ),
        NotClear { most } => ("lab-fig-not-clear", Args::new().number("most", *most)),
        Title => plain("lab-fig-title"),
        Length => plain("lab-fig-length"),
        Rounds => plain("lab-fig-rounds"),
        Minutes => plain("lab-fig-minutes"),
        Fairness => plain("lab-fig-fairness"),
        Player(n) => ("lab-fig-player", Args::new().number("player", *n)),
        StartingPlayer => plain("lab-fig-starting-player"),
        FairShare => plain("lab-fig-fair-share"),
        Skill => plain("lab-fig-skill"),
        Liveliness => plain("lab-fig-liveliness"),
        Captures => plain("lab-fig-captures"),
        LeadChanges => plain("lab-fig-lead-changes"),
        LostTurns => plain("lab-fig-lost-turns"),
        CardsDrawn => plain("lab-fig-cards-drawn"),
        Bar { from, to } => (
            "lab-fig-bar",
            Args::new().number("from", *from).number("to", *to),
        ),
        Played {
            played,
            games,
            players,
            seed,
        } => (
            "lab-fig-played",
            Args::new()
                .number("played", *played)
                .number("games", *games)
                .number("players", *players)
                .text("seed", seed.to_string()),
        ),
        RoundsLine { median, low, high } => ("lab-fig-rounds-line", middle(*median, *low, *high)),
        MinutesLine { median, low, high } => ("lab-fig-minutes-line", middle(*median, *low, *high)),
        MinutesHow { roll, card } => (
            "lab-fig-minutes-how",
            Args::new().number("roll", *roll).number("card", *card),
        ),
        PlayerLine {
            player,
            share: s,
            low,
            high,
        } => (
            "lab-fig-player-line",
            share(*s, *low, *high).number("player", *player),
        ),
        StartLine {
            share: s,
            low,
            high,
            fair,
        } => (
            "lab-fig-start-line",
            share(*s, *low, *high).number("fair", *fair),
        ),
        SkillLine {
            level,
            share: s,
            low,
            high,
            fair,
            games,
        } => (
            "lab-fig-skill-line",
            share(*s, *low, *high)
                .number("fair", *fair)
                .number("games", *games)
                .text("level", level.name()),
        ),
        CapturesLine(n) => (
            "lab-fig-captures-line",
            Args::new().text("n", decimal(*n, mark)),
        ),
        LeadLine(n) => (
            "lab-fig-lead-line",
            Args::new().text("n", decimal(*n, mark)),
        ),
        LostLine { per_game, share } => (
            "lab-fig-lost-line",
            Args::new()
                .text("n", decimal(*per_game, mark))
                .number("share", *share),
        ),
        CardsLine(n) => (
            "lab-fig-cards-line",
            Args::new().text("n", decimal(*n, mark)),
        ),
        LeadHow => plain("lab-fig-lead-how"),
        LostHow => plain("lab-fig-lost-how"),
        Unfinished { count, cap } => (
            "lab-fig-unfinished",
            Args::new().number("count", *count).number("cap", *cap),
        ),
        NoGameEnded { cap } => ("lab-fig-no-game-ended", Args::new().number("cap", *cap)),
        Time {
            games,
            seconds,
            threads,
        } => (
            "lab-fig-time",
            Args::new()
                .number("games", *games)
                .text("seconds", decimal(*seconds, mark))
                .number("threads", *threads),
        ),
        Refused(LabError::EmptyDie) => plain("lab-fig-refused-empty-die"),
        Refused(LabError::Setup(SetupError::BadSeats)) => plain("lab-fig-refused-players"),
        Refused(LabError::Setup(_)) => plain("lab-fig-refused-seats"),
    }
}
