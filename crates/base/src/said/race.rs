//! The typed messages of the race game and of what its screens share with the others
//! (`Msg`: the start screen, menus, setup, end page, keys page), a variant per text with
//! its parameters (names, counts); the words are in `assets/i18n/<language>/track.ftl`.
//! A new message is a variant here and its lines in the eight `.ftl` files.

use track::cards::Tone;
use track::dice::Face;
use track::pieces::{Location, Role, Seat};
use words::{Args, Join, Key};

/// The faces of the white die that bring a piece in: what a player stuck in the box
/// needs (a family's own dice may have no `+`).
#[derive(words::Selector, Clone, Copy, Debug, PartialEq, Eq)]
pub enum BringInRoll {
    /// A `+`.
    Plus,
    /// A `#` (the die has no `+`; the `#` brings in by the house rule).
    Hash,
    /// A `+` or a `#`.
    PlusOrHash,
}

/// A message of the race game or of the screens the games share: its Fluent id is
/// `track-` and the variant's name in kebab case, or the `id` it names; its fields are
/// the message's values, by the names `args` gives them.
#[derive(words::Say, Clone, Debug, PartialEq, Eq)]
#[say(prefix = "track-")]
pub enum Msg {
    /// Window title.
    Title,
    /// The roll button.
    RollButton,
    /// Whose turn it is.
    #[say(args(name))]
    TurnOf(String),
    /// The dice show this.
    #[say(args(white, orange))]
    Rolled(Face, Option<u8>),
    /// Choose a piece.
    ChoosePiece,
    /// Choose a target for the selected piece.
    #[say(args(piece))]
    ChooseTarget(Role),
    /// Walking a roll move by move.
    #[say(args(move, of))]
    MoveOf(u8, u8),
    /// Backspace takes a move back.
    BackspaceHint,
    /// Bring-in button.
    BringInButton,
    /// Draw-card button.
    DrawCardButton,
    /// Pass button.
    PassButton,
    /// Choose the piece to bring in.
    ChooseBringIn,
    /// Choose the start field.
    ChooseStartField,
    /// Nothing could be done with the roll.
    #[say(args(name))]
    RollLost(String),
    /// `#`: the turn is missed.
    #[say(args(name))]
    MissedTurn(String),
    /// Another try while no piece is on the track.
    #[say(args(name, tries))]
    TryAgain(String, u8),
    /// Rolls again after a bring-in or a card.
    #[say(args(name))]
    RollAgain(String),
    /// This roll must free a start field.
    MustFreeStart,
    /// A capture.
    Captured {
        /// The captured piece's player.
        #[say(name = "name")]
        victim: String,
        /// The captured piece's kind.
        #[say(name = "piece")]
        victim_role: Role,
        /// The capturing player.
        by: String,
        /// The capturer's kind.
        #[say(name = "by-piece")]
        by_role: Role,
    },
    /// A piece came home.
    #[say(args(name, piece))]
    CameHome(String, Role),
    /// A piece was brought in.
    #[say(args(name, piece))]
    BroughtIn(String, Role),
    /// A card sent a piece back to its start box.
    #[say(args(name, piece))]
    SentBack(String, Role),
    /// A card put a piece on a field of the track: a pause field (`true`) or a start
    /// field.
    #[say(args(name, piece, pause))]
    Placed(String, Role, bool),
    /// A card swapped two pieces.
    Swapped {
        /// The first piece's player.
        name: String,
        /// The first piece's kind.
        #[say(name = "piece")]
        role: Role,
        /// The second piece's player.
        other: String,
        /// The second piece's kind.
        #[say(name = "other-piece")]
        other_role: Role,
    },
    /// A placing.
    #[say(args(name, place))]
    Finished(String, u8),
    /// The game is over.
    GameOver,
    /// A card was drawn: who, and the card's words (said).
    #[say(args(name, card))]
    CardDrawn(String, String),
    /// A text after its label ("Yellow: 3 in the box"), both said: the language puts
    /// the colon (a space before it in French).
    #[say(args(label, text))]
    Labelled(String, String),
    /// A card could not be carried out.
    CardNotCarriedOut,
    /// The player passed.
    #[say(args(name))]
    Passed(String),
    /// A seat will miss its next turn.
    #[say(args(name))]
    WillMissTurn(String),
    /// A skipped turn.
    #[say(args(name))]
    TurnSkipped(String),
    /// The computer is thinking.
    #[say(args(name))]
    ComputerTurn(String),
    /// Step-by-step mode toggle.
    #[say(args(state))]
    StepMode(bool),
    /// Choose two pieces to swap.
    ChooseSwap,
    /// Choose an opponent's piece.
    ChooseSendBack,
    /// Choose a pause field for a piece.
    ChooseSafeSpot,
    /// Card tone.
    #[say(id = "card-tone", args(tone))]
    Tone(Tone),
    /// Demo mode banner.
    Demo,
    /// New game (demo loop).
    NextGame,
    /// A piece kind.
    #[say(id = "track-role", args(piece))]
    RoleName(Role),
    /// A seat's colour name.
    #[say(id = "track-seat", args(seat))]
    SeatName(Seat),
    /// Round counter.
    #[say(args(round))]
    Round(u32),
    /// The deck's size and the discard pile.
    #[say(args(deck, discards))]
    DeckCount(usize, usize),
    /// The deck's size alone (a narrow panel's first deck row).
    #[say(args(deck))]
    DeckLeft(usize),
    /// The discard pile alone (a narrow panel's second deck row).
    #[say(args(discards))]
    DiscardPile(usize),
    /// A seat's pieces in the box, on the track, at home.
    #[say(args(box, track, home))]
    SeatCounts(usize, usize, usize),
    /// A placing, short ("1st").
    #[say(args(place))]
    Placing(u8),
    /// Show-all-moves toggle.
    #[say(args(state))]
    ShowMoves(bool),
    /// Fullscreen button.
    #[say(id = "menu-fullscreen")]
    Fullscreen,
    /// Menu button.
    #[say(id = "menu-button")]
    MenuButton,
    /// Menu: rules.
    #[say(id = "menu-rules")]
    MenuRules,
    /// Menu: new game.
    #[say(id = "menu-new-game")]
    MenuNewGame,
    /// The menu's way back to the start screen (Learn, Chess, Yalta).
    #[say(id = "menu-to-start")]
    MenuToStart,
    /// The start screen: continue the race game of the autosave (its round).
    #[say(id = "start-continue", args(round))]
    StartContinue(u32),
    /// The start screen: continue the chess game (its move number).
    #[say(id = "start-continue-chess", args(move))]
    StartContinueChess(usize),
    /// The start screen: continue the Yalta game (its number of moves).
    #[say(id = "start-continue-yalta", args(moves))]
    StartContinueYalta(usize),
    /// The start screen: a new race game.
    #[say(id = "start-play")]
    StartPlay,
    /// The start screen: the piece school.
    #[say(id = "start-learn")]
    StartLearn,
    /// The start screen: chess.
    #[say(id = "start-chess")]
    StartChess,
    /// The start screen's language button (the language now on).
    #[say(id = "start-language")]
    StartLanguage,
    /// The start screen's "open a saved game" (the browser's file chooser).
    #[say(id = "start-open")]
    StartOpen,
    /// A chosen file that is no game this program reads: the file and why.
    #[say(id = "start-not-a-game", args(file, why))]
    NotAGame(String, String),
    /// The start screen: Yalta.
    #[say(id = "start-yalta")]
    StartYalta,
    /// The setup screen's way back to the start screen.
    #[say(id = "setup-back")]
    SetupBack,
    /// Menu: quit.
    #[say(id = "menu-quit")]
    MenuQuit,
    /// Menu: back to the game.
    #[say(id = "menu-back")]
    MenuBack,
    /// End screen: play again.
    #[say(id = "end-play-again")]
    PlayAgain,
    /// End screen: new setup.
    #[say(id = "end-new-setup")]
    NewSetup,
    /// End screen title.
    #[say(id = "end-placings")]
    Placings,
    /// The end page's line of a player: the placing, the name, the figures (said).
    #[say(id = "end-line", args(place, name, figures))]
    EndLine(u8, String, String),
    /// The end page's title: who won.
    #[say(id = "end-winner", args(name))]
    EndWinner(String),
    /// The folded end page's button.
    #[say(id = "end-show-result")]
    EndShowResult,
    /// The keys page's title.
    #[say(id = "keys-title")]
    KeysTitle,
    /// The menu's entry for the keys page.
    #[say(id = "menu-keys")]
    MenuKeys,
    /// A key's name on the keys page, from its English name ("Space").
    #[say(with = said_by_hand)]
    KeyName(String),
    /// The course map's "how fast is each piece?" button.
    #[say(id = "school-course-race")]
    CourseRace,
    /// The course map's back button.
    #[say(id = "school-course-back")]
    CourseBack,
    /// The review bar's Back: to the result (a finished game) or to the game.
    #[say(id = "review-back", args(finished))]
    ReviewBack(bool),
    /// Setup: heading.
    #[say(id = "setup-title")]
    SetupTitle,
    /// Setup: variant heading.
    #[say(id = "setup-variant")]
    SetupVariant,
    /// Setup: house rules heading.
    #[say(id = "setup-rules")]
    SetupRules,
    /// Setup: players heading.
    #[say(id = "setup-players")]
    SetupPlayers,
    /// Setup: who starts.
    #[say(id = "setup-first")]
    SetupFirst,
    /// Setup: roll for it.
    #[say(id = "setup-roll-for-it")]
    RollForIt,
    /// The walk's button that takes one move back (what Backspace does).
    StepBackButton,
    /// The hint button while a hint is on show: it plays the hinted move.
    PlayHintButton,
    /// On a touch screen: choose a piece by tapping it.
    ChoosePieceTouch,
    /// Choose a piece, read aloud: without the keys in brackets that the screen shows.
    ChoosePieceSaid,
    /// On a touch screen: what the hint button does, then plays.
    HintTouch,
    /// Setup: how fast the computers play (the question beside its stepper).
    #[say(id = "setup-speed")]
    SetupSpeed,
    /// A computer speed's name.
    #[say(id = "setup-speed-name", args(speed))]
    Speed(crate::choices::ComputerSpeed),
    /// Setup: what a computer speed does, in one line.
    #[say(id = "setup-speed-line", args(speed))]
    SpeedLine(crate::choices::ComputerSpeed),
    /// The menu's entry: the computers' speed, and the next on a click.
    #[say(id = "menu-speed", args(speed))]
    MenuSpeed(crate::choices::ComputerSpeed),
    /// Setup: language.
    #[say(id = "setup-language")]
    SetupLang,
    /// Setup: start button.
    #[say(id = "setup-start")]
    SetupStart,
    /// Setup: a seat plays / does not.
    #[say(id = "setup-seat-plays", args(plays))]
    SeatPlays(bool),
    /// Setup: human or computer.
    #[say(id = "setup-seat-computer", args(computer))]
    SeatComputer(bool),
    /// Setup: keyboard help.
    #[say(id = "setup-keys")]
    SetupKeys,
    /// H or D pressed by a seat whose help level has no hints or move map.
    AidsForBeginners,
    /// Setup: what a help level gives a person, in one line.
    #[say(id = "setup-help-line", args(help))]
    HelpLine(crate::choices::Help),
    /// Setup: how a computer level plays, in one line.
    #[say(id = "setup-level-line", args(level))]
    LevelLine(track::bots::BotKind),
    /// Settings file could not be read: what happened to it (where it is kept aside).
    #[say(id = "setup-settings-broken", args(what))]
    SettingsBroken(String),
    /// Who starts (after rolling for it).
    #[say(args(name))]
    Starts(String),
    /// A card's heading.
    #[say(id = "card-heading")]
    CardHeading,
    /// Rules screen: next/back keys.
    #[say(id = "rules-keys")]
    RulesKeys,
    /// A computer level's name.
    #[say(id = "computer-level", args(level))]
    Level(track::bots::BotKind),
    /// The hint key.
    HintKey,
    /// A game was saved under this path.
    #[say(args(path))]
    SavedAs(String),
    /// A game started from the command line found an unfinished one in the autosave and
    /// kept it under this path.
    #[say(args(path))]
    UnfinishedKept(String),
    /// The unfinished race was kept; the start screen offers it again later.
    UnfinishedKeptLater,
    /// The autosave cannot be written: the game is not being saved.
    NotBeingSaved,
    /// Resume the autosaved game (minutes ago, round)?
    #[say(args(minutes, round))]
    ResumeQuestion(u64, u32),
    /// Resume button.
    Resume,
    /// Menu: save as.
    #[say(id = "menu-save-as")]
    MenuSaveAs,
    /// Menu: replay.
    #[say(id = "menu-replay")]
    MenuReplay,
    /// Replay banner: step i of n.
    #[say(args(step, of))]
    ReplayStep(usize, usize),
    /// Every lit ring takes this many moves.
    #[say(args(moves))]
    EveryRing(u8),
    /// A player rolled (name, white die, orange die).
    #[say(args(name, white, orange))]
    Rolls(String, Face, Option<u8>),
    /// A player rolled `#` and misses this turn.
    #[say(args(name))]
    RollsHashMisses(String),
    /// A player's piece made a roll of this many moves.
    #[say(args(name, piece, times))]
    Moves(String, Role, u8),
    /// A player with every piece in the box needs a face that brings one in (a `+`, a
    /// `#` with the house rule, as the white die has them); tries left this turn.
    #[say(args(name, roll, tries))]
    NeedPlus(String, BringInRoll, u8),
    /// One die of the large game cannot move any piece, the other can: the die that
    /// cannot (white?, its number), the die that can (its number).
    #[say(args(white, useless, useful))]
    DieUseless(bool, u8, u8),
    /// Which pieces each die can move: the white die's number and kinds, the orange
    /// die's number and kinds (either may be empty).
    #[say(with = said_by_hand)]
    MovableBy(u8, Vec<Role>, u8, Vec<Role>),
    /// After `+` in the large game: the orange die can also move these kinds.
    #[say(with = said_by_hand)]
    OrangeAlso(u8, Vec<Role>),
    /// No piece can move with this roll.
    NothingMoves,
    /// The keys that choose pieces, for the variant's kinds.
    #[say(with = said_by_hand)]
    KeyLegend(Vec<Role>),
    /// "Leave this game?" question.
    LeaveQuestion,
    /// The game stays saved.
    LeaveSaved,
    /// Answer: leave.
    LeaveYes,
    /// Answer: stay.
    LeaveNo,
    /// A card that cannot change anything, and why.
    #[say(id = "card-nothing-happens", args(why))]
    NothingHappens(#[say(said)] CardIdle),
    /// Click or Enter to go on (under a person's card).
    #[say(id = "card-go-on")]
    CardGoOn,
    /// Whose turn, flashed at hand-over.
    #[say(args(name))]
    YourTurn(String),
    /// The move-count map toggle.
    #[say(args(state))]
    MoveMapButton(bool),
    /// The hint button.
    HintButton,
    /// Every active piece's fewest moves home (`None`: no way home now).
    #[say(with = said_by_hand)]
    MovesHome(Vec<(Role, Option<u8>)>),
    /// Why the hint: it captures a player's piece that was so many moves from home.
    #[say(args(name, piece, moves))]
    HintCaptures(String, Role, u16),
    /// Why the hint: it brings a piece home.
    #[say(args(piece))]
    HintHome(Role),
    /// Why the hint: it brings a piece this many moves nearer home.
    #[say(with = said_by_hand)]
    HintNearer(Role, i32),
    /// Why the hint: it brings a piece in.
    HintBringIn,
    /// Why the hint: a card.
    HintCard,
    /// Why the hint: nothing better.
    HintOther,
    /// A person's help level.
    #[say(id = "setup-help-level", args(help))]
    HelpLevel(crate::choices::Help),
    /// Back (the browser page's key bar: Escape).
    Back,
    /// The rules screen's buttons: the page before.
    #[say(id = "rules-back")]
    RulesBack,
    /// The rules screen's buttons: the next page.
    #[say(id = "rules-next")]
    RulesNext,
    /// The rules screen's buttons: close.
    #[say(id = "rules-close")]
    RulesClose,
    /// A player's figures on the end screen: captures, pieces lost, lost rolls, longest
    /// roll.
    #[say(id = "end-figures", args(captured, lost, lost_rolls, longest))]
    EndFigures(u32, u32, u32, u8),
    /// Step by step: a click further along the lit ways walks there.
    WalkFurther,
    /// A replay's first line: the game's variant, its seed, how many commands are saved.
    #[say(with = said_by_hand)]
    ReplayHead(String, u64, usize),
    /// A replay: the player rolls again and may capture covered pieces too.
    #[say(id = "replay-roll-again-covered", args(name))]
    RollAgainCovered(String),
    /// A replay: a card's text, in quotation marks.
    #[say(id = "replay-card-quote", args(text))]
    CardQuote(String),
    /// A replay: the discards become the new pile.
    #[say(id = "replay-deck-shuffled")]
    DeckShuffled,
    /// A replay: a card goes to the discard pile.
    #[say(id = "replay-card-discarded")]
    CardDiscarded,
    /// A replay: where a piece stands (its square, the box, the house).
    #[say(with = said_by_hand)]
    Place(#[say(sample = Location::Box)] Location),
}

/// A kind of field, as the rules screen's board labels it (`field-name-start-field`, …).
#[derive(words::Say, Clone, Copy, Debug, PartialEq, Eq)]
#[say(prefix = "field-name-")]
pub enum FieldName {
    /// A start field.
    StartField,
    /// A blocking line.
    BlockingLine,
    /// An entry field.
    EntryField,
    /// The house.
    House,
    /// A pause field.
    PauseField,
}

/// Why a drawn card could change nothing (`card-idle-no-active`, …).
#[derive(words::Say, Clone, Debug, PartialEq, Eq)]
#[say(prefix = "card-idle-")]
pub enum CardIdle {
    /// No active piece of this kind.
    #[say(args(piece))]
    NoActive(Role),
    /// The piece of this kind cannot make the card's moves.
    #[say(args(piece))]
    CannotMove(Role),
    /// No two pieces may be swapped.
    NoSwap,
    /// No opponent's piece may be sent back.
    NoSendBack,
    /// No free pause field, or no active piece.
    NoSafeSpot,
    /// Nothing can come in.
    NoBringIn,
    /// King and rook are not both on the track.
    NoCastling,
    /// No piece of this kind can go to a start field.
    #[say(args(piece))]
    NoneToStart(Role),
    /// Anything else.
    Other,
}

/// The messages whose values are more than their fields: lists of pieces' names, a
/// choice by a number's size or a key's name, a number counted on.
fn said_by_hand(m: &Msg) -> Key {
    let pieces =
        |rs: &[Role]| -> Vec<Key> { rs.iter().map(|r| piece("chess-piece", *r)).collect() };
    match m {
        Msg::KeyName(k) => {
            let key = ["space", "enter"]
                .into_iter()
                .find(|n| k.eq_ignore_ascii_case(n))
                .unwrap_or("other");
            ("key-name", Args::new().text("key", key).text("name", k))
        }
        Msg::MovableBy(w, ws, o, os) => {
            let id = match (ws.is_empty(), os.is_empty()) {
                (false, false) => "track-movable-by-both",
                (false, true) => "track-movable-by-white",
                (true, false) => "track-movable-by-orange",
                (true, true) => "track-movable-by-none",
            };
            let args = Args::new()
                .number("white", *w)
                .list("white-pieces", Join::Or, pieces(ws))
                .number("orange", *o)
                .list("orange-pieces", Join::Or, pieces(os));
            (id, args)
        }
        Msg::OrangeAlso(o, rs) => (
            "track-orange-also",
            Args::new()
                .number("orange", *o)
                .list("pieces", Join::Or, pieces(rs)),
        ),
        Msg::KeyLegend(rs) => {
            let items = rs
                .iter()
                .map(|r| {
                    let args = Args::new().number("key", r.index() + 1).arg("piece", r);
                    ("track-key-legend-item", args)
                })
                .collect();
            (
                "track-key-legend",
                Args::new().list("keys", Join::Dot, items),
            )
        }
        Msg::MovesHome(v) => {
            let items = v
                .iter()
                .map(|(r, d)| match d {
                    Some(d) => (
                        "track-moves-home-item",
                        Args::new().arg("piece", r).number("moves", *d),
                    ),
                    None => piece("track-no-way-home-item", *r),
                })
                .collect();
            (
                "track-moves-home",
                Args::new().list("items", Join::Comma, items),
            )
        }
        Msg::HintNearer(r, d) if *d > 0 => (
            "track-hint-nearer",
            Args::new().arg("piece", r).number("moves", *d),
        ),
        Msg::HintNearer(r, _) => piece("track-hint-safer", *r),
        // The seed as it is written, not as a number is shown.
        Msg::ReplayHead(variant, seed, commands) => (
            "replay-head",
            Args::new()
                .text("variant", variant.as_str())
                .text("seed", seed.to_string())
                .number("commands", *commands),
        ),
        Msg::Place(Location::Box) => ("replay-place-box", Args::new()),
        Msg::Place(Location::Home) => ("replay-place-house", Args::new()),
        Msg::Place(Location::Track(s)) => (
            "replay-place-square",
            Args::new().text("square", s.to_string()),
        ),
        // The derive says every other variant.
        other => unreachable!("{other:?} is said by its derive"),
    }
}

/// A message with a piece's kind.
fn piece(id: &'static str, r: Role) -> Key {
    (id, Args::new().arg("piece", &r))
}
