//! The rule lab's figures in words: short labels for the pictures of the window's
//! "Try it" screen, and the sentences under them, which the `lab` command prints
//! ([`LabFiguresMsg`]: id `lab-fig-` and the variant in kebab case, the words in
//! `assets/i18n/<language>/lab-figures.ftl`).

use lab::{Fairness, LabError, LabFigures, SeatShare, Verdict};
use track::bots::BotKind;
use track::SetupError;
use words::{Arg, Args, Key, Lang, Sample};

/// A figure with one decimal, as tenths: 41.9 is `Tenths(419)`. Said with the
/// language's decimal mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tenths(pub u64);

impl Tenths {
    /// A figure rounded to tenths (negative figures are 0).
    pub fn of(x: f64) -> Tenths {
        Tenths((x.max(0.0) * 10.0).round() as u64)
    }
}

/// A figure with one decimal is said with the language's decimal mark (`41,9`:
/// `lab-fig-decimal`).
impl Arg for Tenths {
    fn put(&self, args: Args, name: &'static str) -> Args {
        let whole = (self.0 / 10).to_string();
        let decimal = Args::new()
            .text("whole", whole)
            .number("tenth", self.0 % 10);
        args.said(name, &("lab-fig-decimal", decimal))
    }
}

impl Sample for Tenths {
    fn sample() -> Self {
        Tenths(419)
    }
}

/// A text of the rule lab's figures. Percentages are whole numbers (25 is 25 %).
#[derive(Clone, Debug, PartialEq, Eq, words::Say)]
#[say(prefix = "lab-fig-")]
pub enum LabFiguresMsg {
    /// Label: the figures' title.
    Title,
    /// Label: the picture of how long a game lasts.
    Length,
    /// Label: rounds.
    Rounds,
    /// Label: minutes at the table.
    Minutes,
    /// Label: the picture of how fair the game is.
    Fairness,
    /// Label: player `n` (from 1, in seat order).
    #[say(args(player))]
    Player(usize),
    /// Label: the starting player.
    StartingPlayer,
    /// Label: the fair share.
    FairShare,
    /// Label: the picture of how much skill matters.
    Skill,
    /// Label: the picture of how lively the game is.
    Liveliness,
    /// Label: captures per game.
    Captures,
    /// Label: changes of the lead per game.
    LeadChanges,
    /// Label: lost turns.
    LostTurns,
    /// Label: cards drawn per game.
    CardsDrawn,
    /// Label: a bar of the rounds' histogram, `from` to `to` rounds.
    Bar {
        /// First round of the bar.
        from: u32,
        /// Last round of the bar.
        to: u32,
    },
    /// How many games were played, of how many, with how many players, from which seed.
    #[say(with = played)]
    Played {
        /// Games played.
        played: usize,
        /// Games asked for.
        games: usize,
        /// Players per game.
        players: usize,
        /// The seed.
        seed: u64,
    },
    /// How many rounds a game lasts: the median, and the middle half of the games.
    RoundsLine {
        /// The median.
        median: u32,
        /// The lower quartile.
        low: u32,
        /// The upper quartile.
        high: u32,
    },
    /// Minutes at the table: the median, and the middle half of the games.
    MinutesLine {
        /// The median.
        median: u32,
        /// The lower quartile.
        low: u32,
        /// The upper quartile.
        high: u32,
    },
    /// How the minutes are estimated.
    MinutesHow {
        /// Seconds per roll.
        roll: u32,
        /// Seconds more per card.
        card: u32,
    },
    /// Player `player`'s share of the wins with its uncertainty.
    PlayerLine {
        /// The player, from 1.
        player: usize,
        /// Share of the wins, in percent.
        share: u32,
        /// The 95 % interval's lower end, in percent.
        low: u32,
        /// Its upper end, in percent.
        high: u32,
    },
    /// The starting player's share against the fair share.
    StartLine {
        /// Share, in percent.
        share: u32,
        /// The 95 % interval's lower end, in percent.
        low: u32,
        /// Its upper end, in percent.
        high: u32,
        /// The fair share, in percent.
        fair: u32,
    },
    /// The skilled player's share against easy ones, and the fair share.
    SkillLine {
        /// The skilled player.
        level: BotKind,
        /// Share, in percent.
        share: u32,
        /// The 95 % interval's lower end, in percent.
        low: u32,
        /// Its upper end, in percent.
        high: u32,
        /// The fair share, in percent.
        fair: u32,
        /// Skill games played.
        games: usize,
    },
    /// Captures per game.
    #[say(args(n))]
    CapturesLine(Tenths),
    /// Changes of the lead per game.
    #[say(args(n))]
    LeadLine(Tenths),
    /// Lost turns per game and as a share of all turns.
    LostLine {
        /// Per game.
        #[say(name = "n")]
        per_game: Tenths,
        /// Share of all turns, in percent.
        share: u32,
    },
    /// Cards drawn per game.
    #[say(args(n))]
    CardsLine(Tenths),
    /// Who leads.
    LeadHow,
    /// What a lost turn is.
    LostHow,
    /// Some games did not end within the cap.
    Unfinished {
        /// How many.
        count: usize,
        /// The cap in rounds.
        cap: u32,
    },
    /// No game ended within the cap.
    NoGameEnded {
        /// The cap in rounds.
        cap: u32,
    },
    /// How long the run took.
    Time {
        /// Games played.
        games: usize,
        /// Seconds.
        seconds: Tenths,
        /// Threads.
        threads: usize,
    },
    /// Why a run cannot be played.
    #[say(with = refused)]
    Refused(#[say(sample = LabError::EmptyDie)] LabError),
    /// Which computer players played, and that the figures and minutes are theirs.
    #[say(args(level))]
    Bots(BotKind),
    /// Every judged share is within chance of the fair share.
    #[say(id = "lab-fig-fair")]
    FairWithinChance,
    /// No game had a winner: nothing to say about who wins.
    NoWinner,
    /// The player who starts really wins more (or less) than the fair share.
    #[say(with = really)]
    StarterReally {
        /// Share, in percent.
        share: u32,
        /// The fair share, in percent.
        fair: u32,
        /// More (`true`) or less.
        more: bool,
    },
    /// A player really wins more (or less) than the fair share.
    #[say(with = really)]
    PlayerReally {
        /// The player, from 1.
        player: usize,
        /// Share, in percent.
        share: u32,
        /// The fair share, in percent.
        fair: u32,
        /// More (`true`) or less.
        more: bool,
    },
    /// What the skilled player's share says: skill matters, within chance, or less.
    #[say(with = really)]
    SkillVerdict(#[say(sample = Verdict::More)] Verdict),
    /// The figures were clear after `played` games of at most `most`: the run stopped.
    Stopped {
        /// Fair games played.
        played: usize,
        /// The most the run would have played.
        most: usize,
    },
    /// Even after the most games, some figures are not sure.
    NotClear {
        /// Fair games played.
        most: usize,
    },
}

/// How many games were played, of how many, by how many players, and the seed (as
/// text: a seed is too large for a number of Fluent's).
fn played(m: &LabFiguresMsg) -> Key {
    let LabFiguresMsg::Played {
        played,
        games,
        players,
        seed,
    } = *m
    else {
        return ("lab-fig-played", Args::new());
    };
    let args = Args::new().number("played", played).number("games", games);
    let args = args
        .number("players", players)
        .text("seed", seed.to_string());
    ("lab-fig-played", args)
}

/// Why a run cannot be played.
fn refused(m: &LabFiguresMsg) -> Key {
    let id = match m {
        LabFiguresMsg::Refused(LabError::Setup(SetupError::BadSeats)) => "lab-fig-refused-players",
        LabFiguresMsg::Refused(LabError::Setup(_)) => "lab-fig-refused-seats",
        _ => "lab-fig-refused-empty-die",
    };
    (id, Args::new())
}

/// Who really wins more or less than the fair share, and what the skilled player's
/// share says (`$way`: more, less, within).
fn really(m: &LabFiguresMsg) -> Key {
    let way = |more: bool| if more { "more" } else { "less" };
    match *m {
        LabFiguresMsg::StarterReally { share, fair, more } => (
            "lab-fig-starter-really",
            Args::new()
                .number("share", share)
                .number("fair", fair)
                .text("way", way(more)),
        ),
        LabFiguresMsg::PlayerReally {
            player,
            share,
            fair,
            more,
        } => (
            "lab-fig-player-really",
            Args::new()
                .number("player", player)
                .number("share", share)
                .number("fair", fair)
                .text("way", way(more)),
        ),
        LabFiguresMsg::SkillVerdict(v) => (
            "lab-fig-skill-verdict",
            Args::new().text("way", verdict_way(v)),
        ),
        _ => ("lab-fig-skill-verdict", Args::new()),
    }
}

/// The key of a share's verdict (`$way`: more, less, within).
pub fn verdict_way(v: Verdict) -> &'static str {
    match v {
        Verdict::More => "more",
        Verdict::Less => "less",
        Verdict::WithinChance | Verdict::Unknown => "within",
    }
}

fn percent(x: f64) -> u32 {
    (x.clamp(0.0, 1.0) * 100.0).round() as u32
}

fn share_line(player: usize, s: &SeatShare) -> LabFiguresMsg {
    LabFiguresMsg::PlayerLine {
        player,
        share: percent(s.share),
        low: percent(s.low),
        high: percent(s.high),
    }
}

/// What the run's length says: the figures were clear before the most games, or not
/// even at the most (runs until clear only).
pub fn stop_line(f: &LabFigures) -> Option<LabFiguresMsg> {
    let fair = &f.fair;
    if f.most_games > fair.games && fair.played == fair.games {
        Some(LabFiguresMsg::Stopped {
            played: fair.played,
            most: f.most_games,
        })
    } else if f.looks > 1 && fair.played == f.most_games && !f.is_clear() {
        Some(LabFiguresMsg::NotClear { most: f.most_games })
    } else {
        None
    }
}

/// What the fairness test says, in words: fair within chance, or each share that
/// really differs (the seats, then the player who starts); nothing when no game had a
/// winner.
pub fn fairness_verdict(lang: Lang, f: &LabFigures) -> Vec<String> {
    let fair = &f.fair;
    let fair_pc = percent(fair.fair_share);
    let off = |v: Verdict| matches!(v, Verdict::More | Verdict::Less);
    match fair.verdict {
        Fairness::Unknown => vec![],
        Fairness::Fair => vec![words::say(lang, &LabFiguresMsg::FairWithinChance)],
        Fairness::Unfair => {
            let mut out: Vec<String> = fair
                .wins_by_seat
                .iter()
                .enumerate()
                .filter(|(_, s)| off(s.verdict))
                .map(|(i, s)| {
                    words::say(
                        lang,
                        &LabFiguresMsg::PlayerReally {
                            player: i + 1,
                            share: percent(s.share),
                            fair: fair_pc,
                            more: s.verdict == Verdict::More,
                        },
                    )
                })
                .collect();
            let s = &fair.starting_player;
            if off(s.verdict) {
                out.push(words::say(
                    lang,
                    &LabFiguresMsg::StarterReally {
                        share: percent(s.share),
                        fair: fair_pc,
                        more: s.verdict == Verdict::More,
                    },
                ));
            }
            out
        }
    }
}

/// The width of a histogram's longest bar, in characters.
const BAR_WIDTH: u64 = 30;

/// The figures as lines of text, as the `lab` command prints them: what was played, how
/// long a game lasts (with a histogram of bars), how fair it is, how much skill matters,
/// how lively it is.
pub fn lab_figures_lines(lang: Lang, f: &LabFigures) -> Vec<String> {
    use LabFiguresMsg as M;
    let t = |m: M| words::say(lang, &m);
    let mut out = vec![];
    let fair = &f.fair;
    out.push(t(M::Title));
    out.push(t(M::Played {
        played: fair.played,
        games: fair.games,
        players: f.players,
        seed: f.seed,
    }));
    out.push(t(M::Bots(
        BotKind::from_name(&fair.bot).unwrap_or(lab::FAIR_BOT),
    )));
    if let Some(m) = stop_line(f) {
        out.push(t(m));
    }
    out.push(String::new());
    out.push(t(M::Length));
    if fair.no_game_ended {
        out.push(t(M::NoGameEnded { cap: f.max_rounds }));
    } else {
        out.push(t(M::RoundsLine {
            median: fair.rounds.median,
            low: fair.rounds.lower_quartile,
            high: fair.rounds.upper_quartile,
        }));
        let most = fair
            .rounds_histogram
            .iter()
            .map(|b| b.games)
            .max()
            .unwrap_or(1)
            .max(1);
        let labels: Vec<String> = fair
            .rounds_histogram
            .iter()
            .map(|b| {
                t(M::Bar {
                    from: b.from,
                    to: b.to,
                })
            })
            .collect();
        let width = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0);
        for (b, label) in fair.rounds_histogram.iter().zip(labels) {
            let bar = "=".repeat(((b.games * BAR_WIDTH).div_ceil(most)) as usize);
            out.push(format!("  {label:<width$}  {bar} {}", b.games));
        }
        out.push(t(M::MinutesLine {
            median: fair.minutes.median,
            low: fair.minutes.lower_quartile,
            high: fair.minutes.upper_quartile,
        }));
        out.push(t(M::MinutesHow {
            roll: f.seconds_per_roll,
            card: f.seconds_per_card,
        }));
    }
    if fair.unfinished > 0 && !fair.no_game_ended {
        out.push(t(M::Unfinished {
            count: fair.unfinished,
            cap: f.max_rounds,
        }));
    }
    out.push(String::new());
    out.push(t(M::Fairness));
    if fair.decided == 0 {
        out.push(t(M::NoWinner));
    } else {
        for (i, s) in fair.wins_by_seat.iter().enumerate() {
            out.push(format!("  {}", t(share_line(i + 1, s))));
        }
        let s = &fair.starting_player;
        out.push(t(M::StartLine {
            share: percent(s.share),
            low: percent(s.low),
            high: percent(s.high),
            fair: percent(fair.fair_share),
        }));
        out.extend(fairness_verdict(lang, f));
    }
    let skill = &f.skill;
    if skill.played > 0 {
        out.push(String::new());
        out.push(t(M::Skill));
        if skill.no_game_ended {
            out.push(t(M::NoGameEnded { cap: f.max_rounds }));
        } else {
            let s = &skill.skilled;
            out.push(t(M::SkillLine {
                level: BotKind::from_name(&skill.bot).unwrap_or(lab::SKILL_BOT),
                share: percent(s.share),
                low: percent(s.low),
                high: percent(s.high),
                fair: percent(skill.fair_share),
                games: skill.played,
            }));
            if skill.skilled.of > 0 {
                out.push(t(M::SkillVerdict(skill.skilled.verdict)));
            }
        }
    }
    out.push(String::new());
    out.push(t(M::Liveliness));
    out.push(t(M::CapturesLine(Tenths::of(fair.captures_per_game))));
    out.push(t(M::LeadLine(Tenths::of(fair.lead_changes_per_game))));
    out.push(t(M::LeadHow));
    out.push(t(M::LostLine {
        per_game: Tenths::of(fair.lost_turns_per_game),
        share: percent(fair.lost_turn_share),
    }));
    out.push(t(M::LostHow));
    if fair.cards_drawn_per_game > 0.0 {
        out.push(t(M::CardsLine(Tenths::of(fair.cards_drawn_per_game))));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use lab::{FairFigures, Histogram, LabFigures, Quartiles, SkillFigures};

    #[test]
    fn every_lab_figures_message_is_said_in_every_language() {
        assert_eq!(words::unsaid::<LabFiguresMsg>(), [] as [String; 0]);
        let refusals = [
            LabError::Setup(SetupError::BadSeats),
            LabError::Setup(SetupError::FirstNotPlaying(track::pieces::Seat(1))),
        ];
        let verdicts = [Verdict::Less, Verdict::WithinChance].map(LabFiguresMsg::SkillVerdict);
        let more = [true, false].map(|more| LabFiguresMsg::PlayerReally {
            player: 2,
            share: 31,
            fair: 25,
            more,
        });
        let starter = [true, false].map(|more| LabFiguresMsg::StarterReally {
            share: 30,
            fair: 25,
            more,
        });
        let all = refusals.map(LabFiguresMsg::Refused).into_iter();
        for m in all.chain(verdicts).chain(more).chain(starter) {
            for lang in Lang::ALL {
                let said = words::try_say(lang, &m);
                assert!(said.is_ok_and(|s| !s.is_empty()), "{lang:?} {m:?}");
            }
        }
        let seed = LabFiguresMsg::Played {
            played: 1,
            games: 1000,
            players: 4,
            seed: u64::MAX,
        };
        assert!(words::say(Lang::En, &seed).contains("18446744073709551615"));
    }

    #[test]
    fn a_figure_with_a_decimal_is_said_with_the_languages_mark() {
        let n = LabFiguresMsg::CapturesLine(Tenths(419));
        assert!(words::say(Lang::En, &n).ends_with("41.9"));
        assert!(words::say(Lang::De, &n).ends_with("41,9"));
        assert_eq!(Tenths::of(41.94), Tenths(419));
        assert_eq!(Tenths::of(-1.0), Tenths(0));
    }

    fn figures(no_game_ended: bool) -> LabFigures {
        LabFigures {
            variant: "small".into(),
            players: 4,
            seed: 1,
            max_rounds: 2000,
            looks: 1,
            most_games: 10,
            seconds_per_roll: 10,
            seconds_per_card: 15,
            fair: FairFigures {
                games: 10,
                played: 10,
                finished: if no_game_ended { 0 } else { 10 },
                unfinished: if no_game_ended { 10 } else { 0 },
                no_game_ended,
                rounds: Quartiles {
                    lower_quartile: 90,
                    median: 100,
                    upper_quartile: 110,
                    mean: 100.0,
                    max: 130,
                },
                rounds_histogram: vec![
                    Histogram {
                        from: 80,
                        to: 99,
                        games: 4,
                    },
                    Histogram {
                        from: 100,
                        to: 119,
                        games: 6,
                    },
                ],
                decided: if no_game_ended { 0 } else { 10 },
                wins_by_seat: vec![
                    lab::SeatShare::new(
                        if no_game_ended { 0 } else { 3 },
                        if no_game_ended { 0 } else { 10 }
                    );
                    4
                ],
                fair_share: 0.25,
                ..FairFigures::default()
            },
            skill: SkillFigures::default(),
        }
    }

    #[test]
    fn the_lines_say_when_no_game_ended_and_give_no_rounds_then() {
        let lines = lab_figures_lines(Lang::En, &figures(true));
        assert!(lines.iter().any(|l| l == "No game ended in 2000 rounds."));
        assert!(!lines.iter().any(|l| l.starts_with("A game lasts")));
        // A run that ended no game prints no win share (issue 51).
        assert!(!lines.iter().any(|l| l.contains(" wins ")), "{lines:?}");
        assert!(lines.iter().any(|l| l.starts_with("No game had a winner")));
        let lines = lab_figures_lines(Lang::En, &figures(false));
        assert!(lines
            .iter()
            .any(|l| l.starts_with("A game lasts 100 rounds")));
        assert!(!lines.iter().any(|l| l.contains("No game ended")));
        // The histogram's bars: the longest 30 blocks wide.
        let bars: Vec<&String> = lines.iter().filter(|l| l.contains('=')).collect();
        assert_eq!(bars.len(), 2);
        assert!(bars[1].contains(&"=".repeat(30)) && bars[1].ends_with(" 6"));
        assert_eq!(lines.iter().filter(|l| l.contains("Player")).count(), 4);
    }
}
