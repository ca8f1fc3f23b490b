//! Saved games: a versioned JSON file that holds everything needed to replay a game
//! exactly, and a snapshot to check the replay against.
//!
//! A save holds the format version, the setup (variant, house rules, the players in
//! turn order with their names and computer levels, who starts, the seed), the board
//! source, the dice and the card definitions themselves (so that a game made with a
//! custom board or deck still loads), every command in order, and a snapshot of the
//! state after the last one. Loading parses strictly, rebuilds the starting state,
//! replays every command with [`State::play`] and checks that the result equals the
//! snapshot; equality of the whole state is a stronger check than any fingerprint, so
//! the format needs no hash.
//!
//! Loading never writes; saving goes through [`platform::write_atomic`], so a crash
//! leaves the old save or the new one.
//!
//! ```
//! use track::{Setup, State};
//! use track::variant::{HouseRules, Variant};
//! use base::save::SaveGame;
//!
//! let mut state = State::classic(Setup::new(Variant::by_id("small").unwrap(), HouseRules::default(), 2, 7));
//! let mut save = SaveGame::new(&state, &[]);
//! let cmd = state.legal_commands()[0].clone();
//! state.play(&cmd).unwrap();
//! save.record(&cmd, &state);
//! let (loaded, resumed) = SaveGame::from_json(&save.to_json(), "example").unwrap();
//! assert_eq!(resumed, state);
//! assert_eq!(loaded, save);
//! ```

mod autosave_guard;
pub mod chess;
pub mod chess_unfinished;
mod error;
pub mod kept;
pub mod progress;
pub mod settings;
pub mod stars_file;
pub mod unfinished;
mod words;
pub mod yalta_unfinished;

use error::{bare_message, differences};
pub use error::{SaveError, SaveErrorKind, SavePart, SaveProblem};

use crate::platform;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use track::board::Board;
use track::bots::BotKind;
use track::cards::{Card, CardSet};
use track::dice::Dice;
use track::pieces::Seat;
use track::variant::{HouseRules, Variant};
use track::{Command, Event, Setup, State};

/// The save format this program writes, and the newest it reads.
pub const FORMAT: u32 = 1;

/// The file name of the autosave in the data directory.
pub const AUTOSAVE: &str = "autosave.json";

/// Where the autosave lives: `DATA_DIR/autosave.json`.
pub fn autosave_path(data_dir: &Path) -> PathBuf {
    data_dir.join(AUTOSAVE)
}

/// Where "Save as…" writes a name typed by the player: `DATA_DIR/saves/NAME.json`, with
/// every character but letters, digits, `-` and `_` turned into `_`, so that a name can
/// never leave the directory.
pub fn named_save_path(data_dir: &Path, name: &str) -> PathBuf {
    let mut clean: String = name
        .trim()
        .chars()
        .take(64)
        .map(|c| {
            if c.is_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if clean.is_empty() {
        clean = "game".into();
    }
    data_dir.join("saves").join(format!("{clean}.json"))
}

/// One playing seat: who sits there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    /// The seat.
    pub seat: Seat,
    /// The player's name (empty: the colour's name).
    pub name: String,
    /// The computer's level, or `None` for a person.
    pub computer: Option<BotKind>,
    /// The person's own choice of step by step, switched by hand during the game; it
    /// outlasts their turn and a reload (`None`: as their help level says).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step_by_step: Option<bool>,
}

impl Player {
    /// A person with no name at a seat.
    pub fn person(seat: Seat) -> Player {
        Player {
            seat,
            name: String::new(),
            computer: None,
            step_by_step: None,
        }
    }
}

/// A game as saved: its setup, data, commands and a snapshot of where it stands.
///
/// The fields are private so that the snapshot always belongs to the commands: build a
/// save with [`SaveGame::new`] and [`SaveGame::record`], or load one.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveGame {
    format: u32,
    variant: Variant,
    rules: HouseRules,
    /// The playing seats in turn order, with names and levels.
    players: Vec<Player>,
    first: Seat,
    seed: u64,
    board: Arc<Board>,
    dice: Dice,
    /// The card definitions of this game's deck (empty without cards).
    cards: Vec<Card>,
    commands: Vec<Command>,
    snapshot: State,
}

/// One step of a replayed game: a command, the events it produced, and the state after.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// The command.
    pub command: Command,
    /// Its events, in order.
    pub events: Vec<Event>,
    /// The state after it.
    pub after: State,
}

impl SaveGame {
    /// A save of a game that has just begun. `start` must be the state [`State::new`]
    /// made, before any command. `players` names who sits where; seats it leaves out
    /// get a person with no name, and players at seats that do not play are dropped.
    pub fn new(start: &State, players: &[Player]) -> SaveGame {
        let setup = start.setup();
        let players = setup
            .seats
            .iter()
            .map(|s| {
                players
                    .iter()
                    .find(|p| p.seat == *s)
                    .cloned()
                    .unwrap_or_else(|| Player::person(*s))
            })
            .collect();
        SaveGame {
            format: FORMAT,
            variant: setup.variant.clone(),
            rules: setup.rules.clone(),
            players,
            first: setup.first,
            seed: setup.seed,
            board: start.board_arc().clone(),
            dice: start.dice().clone(),
            cards: start.deck().cards.clone(),
            commands: vec![],
            snapshot: start.clone(),
        }
    }

    /// Adds a command that [`State::play`] accepted, and the state it produced.
    pub fn record(&mut self, cmd: &Command, state_after: &State) {
        self.commands.push(cmd.clone());
        self.snapshot = state_after.clone();
    }

    /// Remembers a person's own choice of step by step (saved with the game).
    pub fn set_step_by_step(&mut self, seat: Seat, on: bool) {
        if let Some(p) = self.players.iter_mut().find(|p| p.seat == seat) {
            p.step_by_step = Some(on);
        }
    }

    /// The setup of the game.
    pub fn setup(&self) -> Setup {
        Setup {
            variant: self.variant.clone(),
            rules: self.rules.clone(),
            seats: self.players.iter().map(|p| p.seat).collect(),
            first: self.first,
            seed: self.seed,
        }
    }

    /// The playing seats in turn order, with names and computer levels.
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// Whether this save's game is `earlier`'s game played on, or the same: the same
    /// setup, and `earlier`'s commands the first of this one's.
    pub fn continues(&self, earlier: &SaveGame) -> bool {
        self.format == earlier.format
            && self.variant == earlier.variant
            && self.rules == earlier.rules
            && self.players == earlier.players
            && self.first == earlier.first
            && self.seed == earlier.seed
            && self.board == earlier.board
            && self.dice == earlier.dice
            && self.cards == earlier.cards
            && self.commands.starts_with(&earlier.commands)
    }

    /// Every command so far.
    pub fn commands(&self) -> &[Command] {
        &self.commands
    }

    /// The state after the last command.
    pub fn snapshot(&self) -> &State {
        &self.snapshot
    }

    /// The save as JSON: one field per line, one command per line, so that an error's
    /// line number points at something a person can find.
    pub fn to_json(&self) -> String {
        fn j<T: Serialize + ?Sized>(v: &T) -> String {
            serde_json::to_string(v).expect("save data serializes")
        }
        let mut s = String::from("{\n");
        s += &format!("  \"format\": {},\n", self.format);
        s += &format!("  \"variant\": {},\n", j(&self.variant));
        s += &format!("  \"rules\": {},\n", j(&self.rules));
        s += "  \"players\": [\n";
        s += &list(self.players.iter().map(j));
        s += "  ],\n";
        s += &format!("  \"first\": {},\n", j(&self.first));
        s += &format!("  \"seed\": {},\n", self.seed);
        s += &format!("  \"board\": {},\n", j(&*self.board));
        s += &format!("  \"dice\": {},\n", j(&self.dice));
        s += "  \"cards\": [\n";
        s += &list(self.cards.iter().map(j));
        s += "  ],\n";
        s += "  \"commands\": [\n";
        s += &list(self.commands.iter().map(j));
        s += "  ],\n";
        s += &format!("  \"snapshot\": {}\n", j(&self.snapshot));
        s += "}\n";
        s
    }

    /// Writes the save atomically (see [`platform::write_atomic`]).
    ///
    /// # Errors
    /// A [`SaveError`] when the file cannot be written; the old file is then untouched.
    pub fn save_atomic(&self, path: &Path) -> Result<(), SaveError> {
        platform::write_atomic(path, self.to_json().as_bytes()).map_err(|e| SaveError {
            path: path.display().to_string(),
            kind: SaveErrorKind::Write(platform::WriteError::of(&e)),
        })
    }

    /// Reads, checks and replays a save file. Never writes anything.
    ///
    /// # Errors
    /// A [`SaveError`] naming the file, and the line and column where there are any.
    pub fn load(path: &Path) -> Result<(SaveGame, State), SaveError> {
        let name = path.display().to_string();
        let text = platform::read_text(path).map_err(|e| SaveError {
            path: name.clone(),
            kind: if e.kind() == std::io::ErrorKind::NotFound {
                SaveErrorKind::Missing
            } else {
                SaveErrorKind::Io(platform::ReadError::of(&e))
            },
        })?;
        Self::from_json(&text, &name)
    }

    /// Parses, checks and replays a save given as text; `name` is used in errors.
    /// Returns the save and the state it replays to (equal to its snapshot).
    ///
    /// # Errors
    /// A [`SaveError`]: truncated or garbled JSON, no or a future format version, an
    /// unknown field, data that cannot make a game, or commands that do not replay to
    /// the snapshot.
    pub fn from_json(text: &str, name: &str) -> Result<(SaveGame, State), SaveError> {
        // A byte-order mark, as some editors write one, is no part of the text.
        let text = crate::platform::strip_byte_order_mark(text);
        let err = |kind| SaveError {
            path: name.to_string(),
            kind,
        };
        // First as any JSON, to tell a cut-off or garbled file, and to read the version
        // before the strict schema, which a newer version may have changed.
        let value: serde_json::Value = serde_json::from_str(text).map_err(|e| {
            err(if e.is_eof() {
                SaveErrorKind::Truncated {
                    line: e.line(),
                    column: e.column(),
                }
            } else {
                SaveErrorKind::Garbled {
                    line: e.line(),
                    column: e.column(),
                    message: bare_message(&e),
                }
            })
        })?;
        match value.get("format").and_then(|f| f.as_u64()) {
            None | Some(0) => return Err(err(SaveErrorKind::NotASave)),
            Some(v) if v > FORMAT as u64 => return Err(err(SaveErrorKind::FutureVersion(v))),
            Some(_) => {}
        }
        // A command without fields takes none either (serde lets them through).
        let tags = track::strict::unit_tags(&Command::UNIT_VARIANTS);
        let commands = value.get("commands").and_then(|c| c.as_array());
        for (i, command) in commands.into_iter().flatten().enumerate() {
            track::strict::bare_unit_variants(command, &tags).map_err(|field| {
                err(SaveErrorKind::Invalid(SaveProblem::StrayField {
                    command: i + 1,
                    field,
                }))
            })?;
        }
        // A board that does not read is said as a board's error, not in serde's words.
        if let Some(board) = value.get("board") {
            let field = |k| board.get(k).and_then(serde_json::Value::as_str);
            if let (Some(name), Some(source)) = (field("name"), field("source")) {
                Board::parse(source, name)
                    .map_err(|e| err(SaveErrorKind::Invalid(SaveProblem::Board(e))))?;
            }
        }
        drop(value);
        let save: SaveGame = serde_json::from_str(text).map_err(|e| {
            let (line, column) = (e.line(), e.column());
            let message = bare_message(&e);
            err(match track::strict::unknown_field(&message) {
                Some(field) => SaveErrorKind::UnknownField {
                    line,
                    column,
                    field: crate::quoting::excerpt(field),
                },
                None => SaveErrorKind::Schema {
                    line,
                    column,
                    message,
                },
            })
        })?;
        let state = save.replay_to_end().map_err(err)?;
        if state != save.snapshot {
            return Err(err(SaveErrorKind::Mismatch {
                commands: save.commands.len(),
                differs: differences(&state, &save.snapshot),
            }));
        }
        Ok((save, state))
    }

    /// The state before the first command, rebuilt from the save's own data.
    ///
    /// # Errors
    /// [`SaveErrorKind::Invalid`] when the setup, dice or cards cannot make a game.
    pub fn start(&self) -> Result<State, SaveErrorKind> {
        let invalid = SaveErrorKind::Invalid;
        let roles = &self.variant.roles;
        if roles.is_empty() || (1..roles.len()).any(|i| roles[..i].contains(&roles[i])) {
            return Err(invalid(SaveProblem::VariantRoles(self.variant.id.clone())));
        }
        if self.dice.white.is_empty() || (self.variant.orange_die && self.dice.orange.is_empty()) {
            return Err(invalid(SaveProblem::DieWithoutFaces));
        }
        if !self.cards.is_empty() {
            let text = serde_json::to_string(&self.cards).expect("cards serialize");
            // The file's name is the save's field: the error says the saved cards.
            CardSet::from_files([(String::from("cards"), text)])
                .map_err(|e| invalid(SaveProblem::Deck(e)))?;
        }
        let set = CardSet {
            cards: self.cards.clone(),
        };
        State::new(self.setup(), self.board.clone(), self.dice.clone(), &set)
            .map_err(|e| invalid(SaveProblem::Setup(e)))
    }

    /// The same game `before_end` commands before its last, with every seat a person:
    /// a game to finish by hand (`simulate --save-for-people`, the end page's tests).
    ///
    /// # Errors
    /// As [`SaveGame::steps`].
    pub fn cut_for_people(&self, before_end: usize) -> Result<SaveGame, SaveErrorKind> {
        let start = self.start()?;
        let people: Vec<Player> = self
            .players
            .iter()
            .map(|p| Player {
                computer: None,
                ..p.clone()
            })
            .collect();
        let mut cut = SaveGame::new(&start, &people);
        let keep = self.commands.len().saturating_sub(before_end);
        for step in self.steps()?.into_iter().take(keep) {
            cut.record(&step.command, &step.after);
        }
        Ok(cut)
    }

    /// Replays every command: the state after each, with its events.
    ///
    /// # Errors
    /// [`SaveErrorKind::Invalid`] or [`SaveErrorKind::Refused`].
    pub fn steps(&self) -> Result<Vec<Step>, SaveErrorKind> {
        let mut state = self.start()?;
        let mut out = Vec::with_capacity(self.commands.len());
        for (i, cmd) in self.commands.iter().enumerate() {
            let events = state.play(cmd).map_err(|reason| SaveErrorKind::Refused {
                number: i + 1,
                reason,
            })?;
            out.push(Step {
                command: cmd.clone(),
                events,
                after: state.clone(),
            });
        }
        Ok(out)
    }

    /// Every event of the game in order, for the replay printer. A save that does not
    /// replay (only possible for one not loaded with [`SaveGame::load`]) gives the
    /// events up to the first refused command.
    pub fn events(&self) -> Vec<Event> {
        let Ok(mut state) = self.start() else {
            return vec![];
        };
        let mut out = vec![];
        for cmd in &self.commands {
            match state.play(cmd) {
                Ok(events) => out.extend(events),
                Err(_) => break,
            }
        }
        out
    }

    /// The state after replaying every command (without keeping the steps).
    fn replay_to_end(&self) -> Result<State, SaveErrorKind> {
        let mut state = self.start()?;
        for (i, cmd) in self.commands.iter().enumerate() {
            state.play(cmd).map_err(|reason| SaveErrorKind::Refused {
                number: i + 1,
                reason,
            })?;
        }
        Ok(state)
    }
}

/// Lines of a JSON array's items, indented, comma-separated.
fn list(items: impl Iterator<Item = String>) -> String {
    let items: Vec<String> = items.map(|i| format!("    {i}")).collect();
    if items.is_empty() {
        String::new()
    } else {
        items.join(",\n") + "\n"
    }
}

/// Plays a game with bots from `start`, recording every command, until it is over or
/// `max_rounds` have passed. `bots` has one kind per playing seat, in seat order. The
/// game is the one loop's ([`track::bot_game::play_game_by`]): the same start and bots
/// give the same game as [`track::bot_game::play_game`].
///
/// # Panics
/// In a debug build, if a bot sends a command the rules refuse (a bug in the bot); a
/// release build stops the game there.
pub fn bot_game(
    start: State,
    players: &[Player],
    bots: &[BotKind],
    max_rounds: u32,
) -> (SaveGame, State) {
    let mut save = SaveGame::new(&start, players);
    let mut brains: Vec<_> = bots.iter().map(|b| b.make()).collect();
    let (state, _) = track::bot_game::play_game_by(
        start,
        max_rounds,
        |k, state| {
            let n = brains.len();
            brains.get_mut(k % n.max(1))?.choose(state)
        },
        |cmd, state, _| save.record(cmd, state),
    );
    (save, state)
}

/// Game `i` of a `simulate` run with its bots, as a save: the same game the run plays.
#[cfg(not(target_arch = "wasm32"))]
pub fn sim_game(cfg: &arena::simulate::SimConfig, i: usize) -> Result<(SaveGame, State), String> {
    let start = State::new(
        arena::simulate::game_setup(cfg, i),
        cfg.board.clone(),
        cfg.dice.clone(),
        &cfg.cards,
    )
    .map_err(|e| e.to_string())?;
    let seats = start.setup().seats.clone();
    let players: Vec<Player> = seats
        .iter()
        .enumerate()
        .map(|(k, s)| Player {
            seat: *s,
            name: String::new(),
            computer: cfg.bots.get(k % cfg.bots.len().max(1)).copied(),
            step_by_step: None,
        })
        .collect();
    Ok(bot_game(
        start,
        &players,
        &cfg.bots,
        arena::simulate::MAX_ROUNDS,
    ))
}
