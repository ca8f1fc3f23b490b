//! The typed messages: one enum per area, a variant per text with its parameters (names,
//! counts). `keys/` names each message, and the words are in `assets/i18n/<language>/`.

use crate::save::chess::ChessSeat;
use ::chess::{Color as Side, DrawReason, Outcome, Piece};
use track::cards::Tone;
use track::dice::Face;
use track::pieces::{Location, Role, Seat};
use yalta::bot::Level as YaltaLevel;
use yalta::cell::Player;
use yalta::position::{Kind, RedQueen};

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

/// A chess screen text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChessMsg {
    /// The start screen's button.
    StartButton,
    /// A game started from the command line kept the unfinished autosaved one under
    /// this file name.
    UnfinishedKept(String),
    /// The title of the list of a PGN file's games: how many there are.
    ChooseGame(usize),
    /// A game of that list: its number, White's and Black's names, the result.
    GameEntry(usize, String, String, String),
    /// More games in the file than the list shows (how many more).
    MoreGames(usize),
    /// The setup screen's title.
    SetupTitle,
    /// One seat on the setup screen.
    SeatLine(Side, ChessSeat),
    /// Swap the colours.
    Swap,
    /// Start the game.
    Go,
    /// Resume the saved game.
    Resume,
    /// The chess words page.
    Words,
    /// Whose move it is.
    ToMove(Side, ChessSeat),
    /// The computer is thinking.
    Thinking,
    /// Check, said in words.
    Check,
    /// Claim a draw.
    ClaimDraw,
    /// The position came three times.
    ClaimHint(DrawReason),
    /// Offer a draw.
    OfferDraw,
    /// Resign.
    Resign,
    /// Save as PGN.
    SavePgn,
    /// Saved to a file.
    Saved(String),
    /// Saving failed.
    SaveFailed(String),
    /// The material line of one side.
    MaterialOf(Side, i32),
    /// The balance.
    Balance(i32),
    /// The piece values of seed 002.
    Values,
    /// The moves header.
    Moves,
    /// A draw offer to answer.
    OfferTo(Side),
    /// Accept.
    Accept,
    /// Decline.
    Decline,
    /// The computer declines a draw.
    ComputerDeclines,
    /// Really resign?
    ReallyResign,
    /// Who loses by resigning.
    ResignLoses(Side),
    /// Yes, resign.
    YesResign,
    /// No, play on.
    PlayOn,
    /// Really offer a draw?
    ReallyOffer,
    /// Yes, offer a draw.
    YesOffer,
    /// The end box's short line after a failed save (the panel says why).
    NotSaved,
    /// The promotion picker's title.
    PromoteTo,
    /// The end's title.
    EndTitle(Outcome),
    /// The end's line of explanation.
    EndWhy(Outcome),
    /// The words page's title.
    WordsTitle,
    /// How to leave a page.
    PageBack,
    /// Choose a piece.
    ChoosePiece,
    /// Choose a square for the chosen piece.
    ChooseSquare(Piece),
    /// The chosen piece has no legal move now.
    NoMoves(Piece),
    /// Choose a square for the chosen piece, with its moves not shown.
    ChooseSquareUnmarked(Piece),
    /// The promotion picker's safe choice: no promotion, another move.
    PromoteCancel,
    /// The menu's "turn the board".
    TurnBoard,
    /// The menu's new game, asked first while a game runs.
    ReallyNewGame,
    /// What happens to the running game when a new one starts.
    NewGameKeeps,
    /// Yes, a new game.
    YesNewGame,
    /// One side's line on the end page: material, pieces captured, moves made.
    EndSide(Side, i32, usize, usize),
    /// The review's title.
    ReviewTitle,
    /// The review at the start position.
    ReviewStart,
    /// The review at move `k` of `n`: who moved, and the move as the move list has it
    /// (`6. gxf5`, `6… h6`).
    ReviewStep(usize, usize, Side, String),
    /// The review's keys.
    ReviewKeys,
    /// The review's button: one move back.
    ReviewPrev,
    /// The review's button: one move on.
    ReviewNext,
    /// The review's button: back to the end page.
    ReviewBack,
    /// A PGN game read up to a null move (`--`) on this line, at this move number.
    ReadToNullMove {
        /// The file's line.
        line: usize,
        /// The move number.
        number: u16,
    },
}

/// A Yalta screen text; the players appear by their names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum YaltaMsg {
    /// The panel's title.
    Title,
    /// A player's colour.
    Colour(Player),
    /// A seat a person plays.
    Person,
    /// A seat the computer plays, at a level.
    Computer(YaltaLevel),
    /// The setup screen's title.
    SetupTitle,
    /// Where Red's queen stands.
    RedQueen(RedQueen),
    /// The setup's Play button.
    Play,
    /// Continue the saved game (its number of moves).
    Continue(usize),
    /// The setup's way back to the start screen.
    Back,
    /// The setup's keys.
    SetupKeys,
    /// Whose turn it is (the player's name).
    Turn(String),
    /// A king in check (its player's name), and who gives the check (their names).
    InCheck(String, Vec<String>),
    /// The panel's keys.
    Keys,
    /// The panel's keys told where there is room: copying and pasting a position.
    KeysYfen,
    /// A player's material on the board, in points.
    Material(u32),
    /// The heading over a refused move's reason.
    WhyNot,
    /// The position was copied as YFEN (the YFEN).
    YfenCopied(String),
    /// A position was pasted.
    Pasted,
    /// A move: who made it, the move.
    Moved(String, String),
    /// A move that captures.
    Takes {
        /// Who made it.
        who: String,
        /// The move.
        mv: String,
        /// Whose piece was captured.
        owner: String,
        /// The captured piece's kind.
        kind: Kind,
    },
    /// New checks: who gives them (names), to whose king (a name).
    Checks {
        /// The players who now give check.
        by: Vec<String>,
        /// The player whose king is in check.
        king: String,
    },
    /// Checkmate.
    Checkmate {
        /// The mated player.
        loser: String,
        /// Who wins.
        winner: String,
    },
    /// Stalemate: this player cannot move and is not in check.
    Stalemate(String),
    /// The same position three times.
    Repetition,
    /// 150 moves without a capture or a pawn move.
    MoveLimit,
    /// Only the kings are left.
    OnlyKings,
    /// The menu's toggle: the dots where a chosen piece can go, on or off.
    ShowMoves(bool),
    /// The menu's Save.
    SaveGame,
    /// The game was saved to this file.
    SavedTo(String),
    /// The game could not be saved (the error).
    SaveFailed(String),
    /// Under "Leave this game?": the autosave keeps it.
    LeaveKept,
    /// Under "Leave this game?" in a demo: nothing keeps it.
    LeaveLost,
    /// The question before a new game while one is running.
    NewGameQuestion,
    /// Under it: the setup can still continue this game.
    NewGameKept,
    /// Its yes.
    NewGameYes,
    /// The promotion picker's title.
    PromoteTitle,
    /// A piece a pawn can become (the picker's buttons).
    PromoteTo(Kind),
    /// The picker's way out: no move.
    Cancel,
    /// The end page's line of a player.
    EndLine {
        /// The player's name (and colour, if the name is not the colour).
        who: String,
        /// How the game ended for them, if it ended differently for each.
        standing: Option<YaltaStanding>,
        /// How many pieces they captured.
        took: usize,
        /// Those pieces as chess figurines, best first (last in the line, where a
        /// long row may wrap).
        pieces: String,
        /// The moves they made.
        moves: usize,
    },
    /// The review's title.
    ReviewTitle,
    /// The review is at move `k` of `n` (0: the start).
    ReviewStep(usize, usize),
    /// The review's way back to the end page.
    ReviewBack,
    /// The review's keys.
    ReviewKeys,
}

/// How a Yalta game ended for one player (the end page).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum YaltaStanding {
    /// They won.
    Wins,
    /// They were checkmated.
    Mated,
    /// They could not move, not in check: a draw.
    Stalemated,
    /// A draw.
    Draw,
}

/// A text of the piece school (the course map, the race page, playing a level).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SchoolMsg {
    /// The learner when nobody is named.
    Guest,
    /// The course map's title.
    Title,
    /// Who learns (a name).
    Learner(String),
    /// The button that starts a new name.
    NewName,
    /// The course map's keys.
    MapKeys,
    /// The stars file could not be read and was kept aside under this name.
    ProgressKept(String),
    /// The race page's heading ("How fast is each piece?").
    RaceTitle,
    /// A level's progress: squares found, of how many, clicks so far.
    Found {
        /// Squares found.
        found: usize,
        /// Squares to find.
        of: u8,
        /// Clicks so far.
        clicks: u32,
    },
    /// A level's progress: rolls so far, par.
    RollsSoFar {
        /// Rolls so far.
        rolls: u32,
        /// The level's par.
        par: u8,
    },
    /// The keys while a level is played.
    LessonKeys,
    /// After "show me": now the learner.
    Shown,
    /// The dice are used up.
    DiceUsedUp,
    /// A level won, with its stars (drawn as ★ and ☆).
    WellDone(String),
    /// A won level's count against its par: clicks (or rolls), par.
    Score {
        /// Clicks or rolls.
        count: u32,
        /// The level's par.
        par: u8,
        /// Whether the level counts clicks, not rolls.
        clicks: bool,
    },
    /// The end box: next level.
    NextLevel,
    /// The end box and the browser page's key bar: try again.
    TryAgain,
    /// The end box: back to the course map.
    CourseMap,
    /// The browser page's key bar: the next learner.
    NextLearnerKey,
    /// The browser page's key bar: the race page.
    HowFastKey,
    /// The browser page's key bar: show me.
    ShowMeKey,
    /// The lesson's hint: why the move shown is good, in rolls to the goal.
    HintGoal {
        /// What the level asks for.
        aim: LessonAim,
        /// The rolls the goal still needs with this move (this one included).
        rolls: usize,
    },
    /// The lesson's hint when the goal cannot be reached any more.
    HintNoWay,
    /// The lesson's hint in a level of squares to find: count this many moves.
    HintFind(u8),
    /// A level left in the middle goes on where it was.
    LevelResumed,
    /// The course map's button (and key C) to the class overview.
    ClassButton,
    /// The class overview's heading.
    ClassTitle,
    /// The class overview's first column: each learner's name.
    ClassName,
    /// The class overview's last column: the stars of every course together.
    ClassTotal,
    /// The class overview's row of each course's most stars.
    ClassOutOf,
    /// Nobody is in the stars file yet.
    ClassNobody,
    /// The learners on show, when they fill more than one page.
    ClassRows {
        /// The first on show (from 1).
        first: usize,
        /// The last on show.
        last: usize,
        /// How many there are.
        of: usize,
    },
    /// The courses on show, when they do not fit side by side.
    ClassCourses {
        /// The first on show (from 1).
        first: usize,
        /// The last on show.
        last: usize,
        /// How many there are.
        of: usize,
    },
    /// A course's short name, for the head of its column: by the course's id; a course
    /// these words do not know keeps its title.
    CourseShort {
        /// The course's id.
        id: String,
        /// Its title in the language.
        title: String,
    },
}

/// What a level asks for, as its hint says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonAim {
    /// The stars (how many are still to get).
    Stars(usize),
    /// The square of the level.
    Square,
    /// The house.
    Home,
    /// The piece to capture.
    Capture,
}
