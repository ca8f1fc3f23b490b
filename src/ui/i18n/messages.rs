//! The typed messages of the race game and of what its screens share with the others
//! (`Msg`: the start screen, menus, setup, end page, keys page), a variant per text with
//! its parameters (names, counts). `keys/` names each message, and the words are in
//! `assets/i18n/<language>/`. The chess games' messages are in `chess_messages.rs`, the
//! piece school's in `school_messages.rs`.

use track::cards::Tone;
use track::dice::Face;
use track::pieces::{Location, Role, Seat};

/// The faces of the white die that bring a piece in: what a player stuck in the box
/// needs (a family's own dice may have no `+`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BringInRoll {
    /// A `+`.
    Plus,
    /// A `#` (the die has no `+`; the `#` brings in by the house rule).
    Hash,
    /// A `+` or a `#`.
    PlusOrHash,
}

/// A message with its parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    /// Window title.
    Title,
    /// The roll button.
    RollButton,
    /// Whose turn it is.
    TurnOf(String),
    /// The dice show this.
    Rolled(Face, Option<u8>),
    /// Choose a piece.
    ChoosePiece,
    /// Choose a target for the selected piece.
    ChooseTarget(Role),
    /// Walking a roll move by move.
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
    RollLost(String),
    /// `#`: the turn is missed.
    MissedTurn(String),
    /// Another try while no piece is on the track.
    TryAgain(String, u8),
    /// Rolls again after a bring-in or a card.
    RollAgain(String),
    /// This roll must free a start field.
    MustFreeStart,
    /// A capture.
    Captured {
        /// The captured piece's player.
        victim: String,
        /// The captured piece's kind.
        victim_role: Role,
        /// The capturing player.
        by: String,
        /// The capturer's kind.
        by_role: Role,
    },
    /// A piece came home.
    CameHome(String, Role),
    /// A piece was brought in.
    BroughtIn(String, Role),
    /// A card sent a piece back to its start box.
    SentBack(String, Role),
    /// A card swapped two pieces.
    Swapped {
        /// The first piece's player.
        name: String,
        /// The first piece's kind.
        role: Role,
        /// The second piece's player.
        other: String,
        /// The second piece's kind.
        other_role: Role,
    },
    /// A placing.
    Finished(String, u8),
    /// The game is over.
    GameOver,
    /// A card was drawn: who, and the card's words (said).
    CardDrawn(String, String),
    /// A text after its label ("Yellow: 3 in the box"), both said: the language puts
    /// the colon (a space before it in French).
    Labelled(String, String),
    /// A card could not be carried out.
    CardNotCarriedOut,
    /// The player passed.
    Passed(String),
    /// A seat will miss its next turn.
    WillMissTurn(String),
    /// A skipped turn.
    TurnSkipped(String),
    /// The computer is thinking.
    ComputerTurn(String),
    /// Step-by-step mode toggle.
    StepMode(bool),
    /// Choose two pieces to swap.
    ChooseSwap,
    /// Choose an opponent's piece.
    ChooseSendBack,
    /// Choose a pause field for a piece.
    ChooseSafeSpot,
    /// Card tone.
    Tone(Tone),
    /// Demo mode banner.
    Demo,
    /// New game (demo loop).
    NextGame,
    /// A piece kind.
    RoleName(Role),
    /// A seat's colour name.
    SeatName(Seat),
    /// Round counter.
    Round(u32),
    /// The deck's size and the discard pile.
    DeckCount(usize, usize),
    /// The deck's size alone (a narrow panel's first deck row).
    DeckLeft(usize),
    /// The discard pile alone (a narrow panel's second deck row).
    DiscardPile(usize),
    /// A seat's pieces in the box, on the track, at home.
    SeatCounts(usize, usize, usize),
    /// A placing, short ("1st").
    Placing(u8),
    /// Show-all-moves toggle.
    ShowMoves(bool),
    /// Fullscreen button.
    Fullscreen,
    /// Menu button.
    MenuButton,
    /// Menu: rules.
    MenuRules,
    /// Menu: new game.
    MenuNewGame,
    /// The menu's way back to the start screen (Learn, Chess, Yalta).
    MenuToStart,
    /// The start screen: continue the race game of the autosave (its round).
    StartContinue(u32),
    /// The start screen: continue the chess game (its move number).
    StartContinueChess(usize),
    /// The start screen: continue the Yalta game (its number of moves).
    StartContinueYalta(usize),
    /// The start screen: a new race game.
    StartPlay,
    /// The start screen: the piece school.
    StartLearn,
    /// The start screen: chess.
    StartChess,
    /// The start screen's language button (the language now on).
    StartLanguage,
    /// The start screen's "open a saved game" (the browser's file chooser).
    StartOpen,
    /// A chosen file that is no game this program reads: the file and why.
    NotAGame(String, String),
    /// The start screen: Yalta.
    StartYalta,
    /// The setup screen's way back to the start screen.
    SetupBack,
    /// Menu: quit.
    MenuQuit,
    /// Menu: back to the game.
    MenuBack,
    /// End screen: play again.
    PlayAgain,
    /// End screen: new setup.
    NewSetup,
    /// End screen title.
    Placings,
    /// The end page's line of a player: the placing, the name, the figures (said).
    EndLine(u8, String, String),
    /// The end page's title: who won.
    EndWinner(String),
    /// A button of the end page (the same in every game).
    EndButton(crate::ui::shell::end_page::EndButton),
    /// The folded end page's button.
    EndShowResult,
    /// The keys page's title.
    KeysTitle,
    /// What a key does (the keys page).
    KeyAction(crate::ui::shell::keys::Action),
    /// The menu's entry for the keys page.
    MenuKeys,
    /// A key's name on the keys page, from its English name ("Space").
    KeyName(String),
    /// The course map's "how fast is each piece?" button.
    CourseRace,
    /// The course map's back button.
    CourseBack,
    /// The review bar's Back: to the result (a finished game) or to the game.
    ReviewBack(bool),
    /// Setup: heading.
    SetupTitle,
    /// Setup: variant heading.
    SetupVariant,
    /// Setup: house rules heading.
    SetupRules,
    /// Setup: players heading.
    SetupPlayers,
    /// Setup: who starts.
    SetupFirst,
    /// Setup: roll for it.
    RollForIt,
    /// The walk's button that takes one move back (what Backspace does).
    StepBackButton,
    /// The hint button while a hint is on show: it plays the hinted move.
    PlayHintButton,
    /// On a touch screen: choose a piece by tapping it.
    ChoosePieceTouch,
    /// On a touch screen: what the hint button does, then plays.
    HintTouch,
    /// Setup: how fast the computers play (the question beside its stepper).
    SetupSpeed,
    /// A computer speed's name.
    Speed(crate::ui::setup::ComputerSpeed),
    /// Setup: what a computer speed does, in one line.
    SpeedLine(crate::ui::setup::ComputerSpeed),
    /// The menu's entry: the computers' speed, and the next on a click.
    MenuSpeed(crate::ui::setup::ComputerSpeed),
    /// Setup: language.
    SetupLang,
    /// Setup: start button.
    SetupStart,
    /// Setup: a seat plays / does not.
    SeatPlays(bool),
    /// Setup: human or computer.
    SeatComputer(bool),
    /// Setup: keyboard help.
    SetupKeys,
    /// H or D pressed by a seat whose help level has no hints or move map.
    AidsForBeginners,
    /// Setup: what a help level gives a person, in one line.
    HelpLine(crate::ui::setup::Help),
    /// Setup: how a computer level plays, in one line.
    LevelLine(track::bots::BotKind),
    /// Settings file could not be read: what happened to it (where it is kept aside).
    SettingsBroken(String),
    /// Who starts (after rolling for it).
    Starts(String),
    /// A card's heading.
    CardHeading,
    /// Rules screen: next/back keys.
    RulesKeys,
    /// A computer level's name.
    Level(track::bots::BotKind),
    /// The hint key.
    HintKey,
    /// A game was saved under this path.
    SavedAs(String),
    /// A game started from the command line found an unfinished one in the autosave and
    /// kept it under this path.
    UnfinishedKept(String),
    /// The unfinished race was kept; the start screen offers it again later.
    UnfinishedKeptLater,
    /// The autosave cannot be written: the game is not being saved.
    NotBeingSaved,
    /// Resume the autosaved game (minutes ago, round)?
    ResumeQuestion(u64, u32),
    /// Resume button.
    Resume,
    /// Menu: save as.
    MenuSaveAs,
    /// Menu: replay.
    MenuReplay,
    /// Replay banner: step i of n.
    ReplayStep(usize, usize),
    /// Every lit ring takes this many moves.
    EveryRing(u8),
    /// A player rolled (name, white die, orange die).
    Rolls(String, Face, Option<u8>),
    /// A player rolled `#` and misses this turn.
    RollsHashMisses(String),
    /// A player's piece made a roll of this many moves.
    Moves(String, Role, u8),
    /// A player with every piece in the box needs a face that brings one in (a `+`, a
    /// `#` with the house rule, as the white die has them); tries left this turn.
    NeedPlus(String, BringInRoll, u8),
    /// One die of the large game cannot move any piece, the other can: the die that
    /// cannot (white?, its number), the die that can (its number).
    DieUseless(bool, u8, u8),
    /// Which pieces each die can move: the white die's number and kinds, the orange
    /// die's number and kinds (either may be empty).
    MovableBy(u8, Vec<Role>, u8, Vec<Role>),
    /// After `+` in the large game: the orange die can also move these kinds.
    OrangeAlso(u8, Vec<Role>),
    /// No piece can move with this roll.
    NothingMoves,
    /// The keys that choose pieces, for the variant's kinds.
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
    NothingHappens(String),
    /// Why a card changed nothing, by its effect.
    CardIdle(CardIdle),
    /// Click or Enter to go on (under a person's card).
    CardGoOn,
    /// Whose turn, flashed at hand-over.
    YourTurn(String),
    /// The move-count map toggle.
    MoveMapButton(bool),
    /// The hint button.
    HintButton,
    /// Every active piece's fewest moves home (`None`: no way home now).
    MovesHome(Vec<(Role, Option<u8>)>),
    /// Why the hint: it captures a player's piece that was so many moves from home.
    HintCaptures(String, Role, u16),
    /// Why the hint: it brings a piece home.
    HintHome(Role),
    /// Why the hint: it brings a piece this many moves nearer home.
    HintNearer(Role, i32),
    /// Why the hint: it brings a piece in.
    HintBringIn,
    /// Why the hint: a card.
    HintCard,
    /// Why the hint: nothing better.
    HintOther,
    /// A person's help level.
    HelpLevel(crate::ui::setup::Help),
    /// Back (the browser page's key bar: Escape).
    Back,
    /// The rules screen's buttons: the page before.
    RulesBack,
    /// The rules screen's buttons: the next page.
    RulesNext,
    /// The rules screen's buttons: close.
    RulesClose,
    /// A field's name on the rules screen's labelled board.
    FieldName(FieldName),
    /// A player's figures on the end screen: captures, pieces lost, lost rolls, longest
    /// roll.
    EndFigures(u32, u32, u32, u8),
    /// Step by step: a click further along the lit ways walks there.
    WalkFurther,
    /// A replay's first line: the game's variant, its seed, how many commands are saved.
    ReplayHead(String, u64, usize),
    /// A replay: the player rolls again and may capture covered pieces too.
    RollAgainCovered(String),
    /// A replay: a card's text, in quotation marks.
    CardQuote(String),
    /// A replay: the discards become the new pile.
    DeckShuffled,
    /// A replay: a card goes to the discard pile.
    CardDiscarded,
    /// A replay: where a piece stands (its square, the box, the house).
    Place(Location),
    /// The `explain` subcommand: a legal move's route, its squares joined.
    LegalRoute(String),
    /// `explain`: the save's start cannot be set up (the reason as the loader says it).
    ExplainNoStart(String),
    /// `explain`: `--at 0`.
    ExplainAtFromOne,
    /// `explain`: `--at` beyond the save (the `--at`, the save's commands).
    ExplainAtBeyond(usize, usize),
    /// `explain`: a square off the board (the square, the board's width and height).
    ExplainOffBoard(String, usize, usize),
    /// `explain`: a seat that does not play (its name).
    ExplainSeatAbsent(String),
    /// `explain`: a kind of piece the game has not.
    ExplainNoPiece(Role),
}

/// A kind of field, as the rules screen's board labels it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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

/// Why a drawn card could change nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CardIdle {
    /// No active piece of this kind.
    NoActive(Role),
    /// The piece of this kind cannot make the card's moves.
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
    NoneToStart(Role),
    /// Anything else.
    Other,
}
