//! The track game's messages (and the shared ones) in English.

use super::*;
use crate::ui::shell::end_page::EndButton as EB;
use crate::ui::shell::keys::Action as KA;

/// The English text of a message.
pub(crate) fn text(msg: &Msg) -> String {
    use Msg::*;
    match msg {
        Title => "Schachschlamassel".into(),
        RollButton => "Roll (Space)".into(),
        TurnOf(s) => format!("{}'s turn", s),
        Rolled(f, o) => format!("Rolled: {}", face(*f, *o)),
        ChoosePiece => "Choose a piece (click or 1–6)".into(),
        ChooseTarget(r) => format!("{}: choose a target", capital(role_en(*r))),
        MoveOf(k, n) => format!("move {k} of {n}"),
        BackspaceHint => "Backspace: one move back".into(),
        BringInButton => "Bring in".into(),
        DrawCardButton => "Draw a card".into(),
        PassButton => "Do nothing".into(),
        ChooseBringIn => "Which piece comes in?".into(),
        ChooseStartField => "Onto which start field?".into(),
        RollLost(s) => format!("{}: no move possible, the roll is lost", s),
        MissedTurn(s) => format!("{} misses this turn", s),
        TryAgain(s, n) => format!("{}: {n} more tr{}", s, if *n == 1 { "y" } else { "ies" }),
        RollAgain(s) => format!("{} rolls again.", s),
        MustFreeStart => "This move must free a start field!".into(),
        Captured {
            victim,
            victim_role,
            by,
            by_role,
        } => format!(
            "{} {} captures {} {}: it goes back to the box.",
            possessive(by),
            role_en(*by_role),
            possessive(victim),
            role_en(*victim_role)
        ),
        CameHome(s, r) => format!("{} {} is home!", possessive(s), role_en(*r)),
        BroughtIn(s, r) => format!("{s} brings in the {}.", role_en(*r)),
        Finished(s, p) => format!("{} finishes {}", s, ordinal(*p)),
        GameOver => "Game over!".into(),
        CardDrawn(s) => format!("{} draws a card", s),
        CardNotCarriedOut => "The card cannot change anything".into(),
        Passed(s) => format!("{} does nothing", s),
        WillMissTurn(s) => format!("{} will miss the next turn", s),
        TurnSkipped(s) => format!("{} misses a turn", s),
        ComputerTurn(s) => format!("Computer {} is thinking …", s),
        StepMode(on) => format!("Step by step: {}", if *on { "on" } else { "off" }),
        ChooseSwap => "Choose two pieces to swap".into(),
        ChooseSendBack => "Choose an opponent's piece".into(),
        ChooseSafeSpot => "Choose a piece and a pause field".into(),
        Tone(t) => match t {
            ::track::cards::Tone::Good => "good".into(),
            ::track::cards::Tone::Bad => "bad".into(),
            ::track::cards::Tone::Mixed => "mixed".into(),
        },
        Demo => "Demo: computer against computer".into(),
        NextGame => "New game".into(),
        RoleName(r) => capital(role_en(*r)),
        SeatName(s) => seat_en(*s).into(),
        Round(n) => format!("Round {n}"),
        DeckCount(d, p) => format!("Deck {d} · discards {p}"),
        DeckLeft(d) => format!("Deck {d}"),
        DiscardPile(p) => format!("Discards {p}"),
        SeatCounts(b, t, h) => format!("Box {b} · Track {t} · Home {h}"),
        Placing(p) => ordinal(*p),
        ShowMoves(on) => format!("Show moves: {}", if *on { "on" } else { "off" }),
        Fullscreen => "Fullscreen (F11)".into(),
        MenuButton => "Menu (Esc)".into(),
        MenuRules => "Rules".into(),
        MenuNewGame => "New game".into(),
        MenuToStart => "To the start screen".into(),
        StartContinue(r) => format!("Continue the race, round {r}"),
        StartContinueChess(m, true) => format!("Continue chess against the computer, move {m}"),
        StartContinueChess(m, false) => format!("Continue chess for two, move {m}"),
        StartContinueYalta(n) => {
            format!("Continue Yalta, {} played", super::reasons::moves_en(*n))
        }
        StartPlay => "The race".into(),
        StartLearn => "Piece school".into(),
        StartChess => "Chess".into(),
        StartYalta => "Yalta: chess for 3".into(),
        StartLanguage => "Language: English".into(),
        StartOpen => "Open a game…".into(),
        NotAGame(file, why) => format!("{file} is no game this program reads: {why}"),
        SetupBack => "Back".into(),
        MenuQuit => "Quit".into(),
        MenuBack => "Back to the game".into(),
        PlayAgain => "Play again".into(),
        NewSetup => "New setup".into(),
        Placings => "Placings".into(),
        EndWinner(name) => format!("{name} wins!"),
        EndButton(b) => match b {
            EB::Again => "Play again",
            EB::Review => "Review the game",
            EB::Save => "Save",
            EB::Start => "Start screen",
            EB::SeeBoard => "See the board (Space)",
        }
        .into(),
        EndShowResult => "Show the result".into(),
        KeysTitle => "Keys: the same in every game".into(),
        MenuKeys => "Keys".into(),
        KeyName(k) => k.clone(),
        CourseRace => "How fast? (F)".into(),
        CourseBack => "◀ Back (Esc)".into(),
        ReviewBack(true) => "The result (Esc)".into(),
        ReviewBack(false) => "Back to the game (Esc)".into(),
        KeyAction(a) => match a {
            KA::Back => "back: a box closes, or the game's menu opens",
            KA::Confirm => "choose the marked button or square",
            KA::Next => "mark the next button or square",
            KA::Previous => "mark the previous one",
            KA::Hint => "a hint: what the computer would do",
            KA::MoveMap => "the move map: how many moves the piece needs",
            KA::Fold => "at the end: the result folds away to show the board, and back",
            KA::Fullscreen => "full screen on or off",
            KA::Mute => "sound on or off",
        }
        .into(),
        EndColumn(c) => match c {
            super::EndColumn::Captured => "captured",
            super::EndColumn::Lost => "lost",
            super::EndColumn::LostRolls => "lost rolls",
            super::EndColumn::Longest => "longest roll",
        }
        .into(),
        SetupTitle => "Schachschlamassel – new game".into(),
        SetupVariant => "Game".into(),
        SetupRules => "House rules".into(),
        SetupPlayers => "Players".into(),
        SetupFirst => "Who starts?".into(),
        RollForIt => "roll for it".into(),
        SetupLang => "Language: English".into(),
        SetupStart => "Let's go!".into(),
        SeatPlays(on) => if *on { "plays" } else { "empty" }.into(),
        SeatComputer(c) => if *c { "Computer" } else { "Person" }.into(),
        SetupKeys => "Tab/arrows: move · Enter: change · Esc: back".into(),
        SettingsBroken(what) => {
            format!("The saved settings were broken and have been reset ({what}).")
        }
        Starts(s) => format!("{} starts", s),
        CardHeading => "Action card".into(),
        RulesKeys => "Arrows: turn pages · Esc: back".into(),
        Level(k) => pages::level(*k).into(),
        HintKey => "H: the computer's hint, Enter: play it".into(),
        SavedAs(p) => format!("Saved: {p}"),
        UnfinishedKept(p) => format!("The unfinished game is kept: {p}"),
        EveryRing(1) => "Every target: 1 move".into(),
        EveryRing(n) => format!("Every target: {}", super::reasons::moves_en(*n)),
        ResumeQuestion(0, r) => format!("Resume the game from just now (round {r})?"),
        ResumeQuestion(1, r) => format!("Resume the game from 1 minute ago (round {r})?"),
        Rolls(w, f, None) => format!("{w} rolls {f}."),
        Rolls(w, f, Some(o)) => format!("{w} rolls {f} and orange {o}."),
        RollsHashMisses(w) => format!("{w} rolls # and misses this turn."),
        Moves(w, r, 1) => format!("{} {} moves once.", possessive(w), role_en(*r)),
        Moves(w, r, n) => format!("{} {} moves {n} times.", possessive(w), role_en(*r)),
        NeedPlus(w, hash, 0) => format!(
            "{w} needs {} to bring a piece in: no tries left.",
            if *hash { "a + or #" } else { "a +" }
        ),
        NeedPlus(w, hash, n) => format!(
            "{w} needs {} to bring a piece in ({n} {} left).",
            if *hash { "a + or #" } else { "a +" },
            if *n == 1 { "try" } else { "tries" }
        ),
        DieUseless(true, w, o) => {
            format!("The white {w} cannot move any piece; the orange {o} can.")
        }
        DieUseless(false, o, w) => {
            format!("The orange {o} cannot move any piece; the white {w} can.")
        }
        MovableBy(w, ws, o, os) => {
            let mut parts = vec![];
            if !ws.is_empty() {
                parts.push(format!("White {w}: {}", list_en(ws)));
            }
            if !os.is_empty() {
                parts.push(format!("orange {o}: {}", list_en(os)));
            }
            capital(&parts.join(" · "))
        }
        OrangeAlso(o, rs) => format!("Or: move the {} by the orange {o}", list_en(rs)),
        NothingMoves => "No piece can move with this roll.".into(),
        KeyLegend(rs) => rs
            .iter()
            .map(|r| format!("{} {}", key_of(*r), role_en(*r)))
            .collect::<Vec<_>>()
            .join(" · "),
        LeaveQuestion => "Leave this game?".into(),
        LeaveSaved => "It stays saved and can be resumed.".into(),
        LeaveYes => "Yes, leave".into(),
        LeaveNo => "No, keep playing".into(),
        NothingHappens(why) => format!("Nothing happens: {why}"),
        CardIdle(c) => match c {
            self::CardIdle::NoActive(r) => format!("no active {}", role_en(*r)),
            self::CardIdle::CannotMove(r) => format!("the {} cannot move", role_en(*r)),
            self::CardIdle::NoSwap => "no two pieces can swap".into(),
            self::CardIdle::NoSendBack => "no opponent's piece can go back".into(),
            self::CardIdle::NoSafeSpot => "no free pause field or no piece".into(),
            self::CardIdle::NoBringIn => "no piece can come in".into(),
            self::CardIdle::NoCastling => "king and rook are not both on the track".into(),
            self::CardIdle::NoneToStart(r) => {
                format!("no {} can go to a start field", role_en(*r))
            }
            self::CardIdle::Other => "the card changes nothing".into(),
        },
        CardGoOn => "Go on (Enter)".into(),
        YourTurn(w) => format!("{w}'s turn!"),
        MoveMapButton(on) => format!("Move map (D): {}", if *on { "on" } else { "off" }),
        HintButton => "Hint (H)".into(),
        MovesHome(v) => v
            .iter()
            .map(|(r, d)| match d {
                Some(1) => format!("{}: 1 move home", capital(role_en(*r))),
                Some(d) => format!("{}: {d} moves home", capital(role_en(*r))),
                None => format!("{}: no way home now", capital(role_en(*r))),
            })
            .collect::<Vec<_>>()
            .join(", "),
        HintCaptures(w, r, d) => format!(
            "Why: captures {} {}, which was {d} moves from home.",
            possessive(w),
            role_en(*r)
        ),
        HintHome(r) => format!("Why: brings the {} home.", role_en(*r)),
        HintNearer(r, d) if *d > 0 => {
            format!(
                "Why: brings the {} {} nearer home.",
                role_en(*r),
                super::reasons::moves_en(*d)
            )
        }
        HintNearer(r, _) => format!("Why: the {} stands safer there.", role_en(*r)),
        HintBringIn => "Why: a new piece comes into play.".into(),
        HintCard => "Why: a card may help.".into(),
        HintOther => "Why: nothing else is better.".into(),
        AidsForBeginners => {
            "Hints (H) and the move map (D) are for beginners: choose it for a new game.".into()
        }
        HelpLine(h) => match h {
            crate::ui::setup::Help::Beginner => "beginner: step by step, moves lit, hints",
            crate::ui::setup::Help::Player => "player: moves lit; no steps, no hints",
            crate::ui::setup::Help::Expert => "expert: no help, as at a real board",
        }
        .into(),
        LevelLine(k) => match k.name() {
            "random" => "random: any move at all",
            "greedy" => "eager: always the move nearest home; never plans",
            "easy" => "easy: like eager, but one move in four at random",
            "normal" => "normal: weighs every move, keeps pieces safe",
            "hard" => "hard: thinks ahead over the next rolls",
            _ => "",
        }
        .into(),
        HelpLevel(h) => match h {
            crate::ui::setup::Help::Beginner => "beginner".into(),
            crate::ui::setup::Help::Player => "player".into(),
            crate::ui::setup::Help::Expert => "expert".into(),
        },
        Back => "Back".into(),
        RulesBack => "◀ Back".into(),
        RulesNext => "Next ▶".into(),
        RulesClose => "Close".into(),
        FieldName(f) => match f {
            super::FieldName::StartField => "start field",
            super::FieldName::BlockingLine => "blocking line",
            super::FieldName::EntryField => "entry field",
            super::FieldName::House => "house",
            super::FieldName::PauseField => "pause field",
        }
        .into(),
        EndFigures(c, l, r, m) => format!(
            "{c} captured · {l} lost · {r} lost {} · longest roll {m}",
            if *r == 1 { "roll" } else { "rolls" }
        ),
        ResumeQuestion(m, r) => format!("Resume the game from {m} minutes ago (round {r})?"),
        Resume => "Resume".into(),
        MenuSaveAs => "Save as …".into(),
        MenuReplay => "Replay the game".into(),
        ReplayStep(i, n) => format!("Step {i} of {n} (arrows)"),
        WalkFurther => "A click further along walks there".into(),
    }
}
