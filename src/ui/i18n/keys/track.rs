//! The names of the race game's messages ([`Msg`]), and of the ones the games share
//! (menus, start screen, end page, keys page).

use super::{plain, Key};
use crate::ui::i18n::fluent::{Args, Join};
use crate::ui::i18n::{BringInRoll, CardIdle, FieldName, Msg};
use crate::ui::setup::{ComputerSpeed, Help};
use crate::ui::shell::end_page::EndButton;
use crate::ui::shell::keys::Action;
use track::cards::Tone;
use track::pieces::{Location, Role, Seat};

/// The key of a piece's kind (`chess-piece` selects on it as `$piece`).
pub(super) fn role(r: Role) -> &'static str {
    r.name()
}

/// The key of a seat's colour (`track-seat` selects on it).
pub(super) fn seat(s: Seat) -> &'static str {
    ["yellow", "green", "blue", "red"][s.index() % 4]
}

/// The key of a switch (`on`, `off`).
fn state(on: bool) -> &'static str {
    if on {
        "on"
    } else {
        "off"
    }
}

/// A message with a player's name.
fn named(id: &'static str, name: &str) -> Key {
    (id, Args::new().text("name", name))
}

/// A message with a piece's kind.
fn piece(id: &'static str, r: Role) -> Key {
    (id, Args::new().text("piece", role(r)))
}

/// A message with a player's name and a piece's kind.
fn named_piece(id: &'static str, name: &str, r: Role) -> Key {
    (id, Args::new().text("name", name).text("piece", role(r)))
}

/// A message with a switch.
fn switch(id: &'static str, on: bool) -> Key {
    (id, Args::new().text("state", state(on)))
}

/// Pieces' names, to be joined by "or".
fn pieces(rs: &[Role]) -> Vec<Key> {
    rs.iter().map(|r| piece("chess-piece", *r)).collect()
}

/// The key of a card's tone (`card-tone` selects on it).
fn tone(t: Tone) -> &'static str {
    match t {
        Tone::Good => "good",
        Tone::Bad => "bad",
        Tone::Mixed => "mixed",
    }
}

/// A card's reason for changing nothing.
fn card_idle(c: &CardIdle) -> Key {
    match c {
        CardIdle::NoActive(r) => piece("card-idle-no-active", *r),
        CardIdle::CannotMove(r) => piece("card-idle-cannot-move", *r),
        CardIdle::NoSwap => plain("card-idle-no-swap"),
        CardIdle::NoSendBack => plain("card-idle-no-send-back"),
        CardIdle::NoSafeSpot => plain("card-idle-no-safe-spot"),
        CardIdle::NoBringIn => plain("card-idle-no-bring-in"),
        CardIdle::NoCastling => plain("card-idle-no-castling"),
        CardIdle::NoneToStart(r) => piece("card-idle-none-to-start", *r),
        CardIdle::Other => plain("card-idle-other"),
    }
}

/// A button of the end page.
fn end_button(b: EndButton) -> &'static str {
    match b {
        EndButton::Again => "end-button-again",
        EndButton::Review => "end-button-review",
        EndButton::Save => "end-button-save",
        EndButton::Start => "end-button-start",
        EndButton::SeeBoard => "end-button-see-board",
    }
}

/// What a key does, on the keys page.
fn key_action(a: Action) -> &'static str {
    match a {
        Action::Back => "key-action-back",
        Action::Confirm => "key-action-confirm",
        Action::Next => "key-action-next",
        Action::Previous => "key-action-previous",
        Action::Hint => "key-action-hint",
        Action::MoveMap => "key-action-move-map",
        Action::Fold => "key-action-fold",
        Action::Fullscreen => "key-action-fullscreen",
        Action::Mute => "key-action-mute",
    }
}

/// A field's name on the rules screen's board.
fn field_name(f: FieldName) -> &'static str {
    match f {
        FieldName::StartField => "field-name-start-field",
        FieldName::BlockingLine => "field-name-blocking-line",
        FieldName::EntryField => "field-name-entry-field",
        FieldName::House => "field-name-house",
        FieldName::PauseField => "field-name-pause-field",
    }
}

/// The key of a person's help level.
fn help(h: Help) -> &'static str {
    match h {
        Help::Beginner => "beginner",
        Help::Player => "player",
        Help::Expert => "expert",
    }
}

fn speed(v: ComputerSpeed) -> &'static str {
    match v {
        ComputerSpeed::Normal => "normal",
        ComputerSpeed::Quick => "quick",
        ComputerSpeed::Instant => "instant",
    }
}

/// A key's name on the keys page: the language's word for Space and Enter, the others
/// as they are.
fn key_name(k: &str) -> Key {
    let key = if k.eq_ignore_ascii_case("space") {
        "space"
    } else if k.eq_ignore_ascii_case("enter") {
        "enter"
    } else {
        "other"
    };
    ("key-name", Args::new().text("key", key).text("name", k))
}

/// Which pieces each die moves.
fn movable_by(w: u8, ws: &[Role], o: u8, os: &[Role]) -> Key {
    let id = match (ws.is_empty(), os.is_empty()) {
        (false, false) => "track-movable-by-both",
        (false, true) => "track-movable-by-white",
        (true, false) => "track-movable-by-orange",
        (true, true) => "track-movable-by-none",
    };
    let args = Args::new()
        .number("white", w)
        .list("white-pieces", Join::Or, pieces(ws))
        .number("orange", o)
        .list("orange-pieces", Join::Or, pieces(os));
    (id, args)
}

/// Each piece's fewest moves home.
fn moves_home(v: &[(Role, Option<u8>)]) -> Key {
    let items = v
        .iter()
        .map(|(r, d)| match d {
            Some(d) => (
                "track-moves-home-item",
                Args::new().text("piece", role(*r)).number("moves", *d),
            ),
            None => piece("track-no-way-home-item", *r),
        })
        .collect();
    (
        "track-moves-home",
        Args::new().list("items", Join::Comma, items),
    )
}

/// The keys that choose the pieces.
fn key_legend(rs: &[Role]) -> Key {
    let items = rs
        .iter()
        .map(|r| {
            (
                "track-key-legend-item",
                Args::new()
                    .number("key", r.index() + 1)
                    .text("piece", role(*r)),
            )
        })
        .collect();
    (
        "track-key-legend",
        Args::new().list("keys", Join::Dot, items),
    )
}

/// A race game message's id and values.
pub(crate) fn key(m: &Msg) -> Key {
    use Msg::*;
    match m {
        Title => plain("track-title"),
        RollButton => plain("track-roll-button"),
        TurnOf(s) => named("track-turn-of", s),
        Rolled(f, None) => ("track-rolled", Args::new().text("white", f.to_string())),
        Rolled(f, Some(o)) => (
            "track-rolled-orange",
            Args::new()
                .text("white", f.to_string())
                .number("orange", *o),
        ),
        ChoosePiece => plain("track-choose-piece"),
        ChooseTarget(r) => piece("track-choose-target", *r),
        MoveOf(k, n) => (
            "track-move-of",
            Args::new().number("move", *k).number("of", *n),
        ),
        BackspaceHint => plain("track-backspace-hint"),
        BringInButton => plain("track-bring-in-button"),
        DrawCardButton => plain("track-draw-card-button"),
        PassButton => plain("track-pass-button"),
        ChooseBringIn => plain("track-choose-bring-in"),
        ChooseStartField => plain("track-choose-start-field"),
        RollLost(s) => named("track-roll-lost", s),
        MissedTurn(s) => named("track-missed-turn", s),
        TryAgain(s, n) => (
            "track-try-again",
            Args::new().text("name", s.as_str()).number("tries", *n),
        ),
        RollAgain(s) => named("track-roll-again", s),
        MustFreeStart => plain("track-must-free-start"),
        Captured {
            victim,
            victim_role,
            by,
            by_role,
        } => (
            "track-captured",
            Args::new()
                .text("by", by.as_str())
                .text("by-piece", role(*by_role))
                .text("name", victim.as_str())
                .text("piece", role(*victim_role)),
        ),
        CameHome(s, r) => named_piece("track-came-home", s, *r),
        BroughtIn(s, r) => named_piece("track-brought-in", s, *r),
        SentBack(s, r) => named_piece("track-sent-back", s, *r),
        Swapped {
            name,
            role: r,
            other,
            other_role,
        } => (
            "track-swapped",
            Args::new()
                .text("name", name.as_str())
                .text("piece", role(*r))
                .text("other", other.as_str())
                .text("other-piece", role(*other_role)),
        ),
        Finished(s, p) => (
            "track-finished",
            Args::new().text("name", s.as_str()).number("place", *p),
        ),
        GameOver => plain("track-game-over"),
        CardDrawn(s, card) => (
            "track-card-drawn",
            Args::new().text("name", s).text("card", card),
        ),
        Labelled(label, text) => (
            "track-labelled",
            Args::new().text("label", label).text("text", text),
        ),
        CardNotCarriedOut => plain("track-card-not-carried-out"),
        Passed(s) => named("track-passed", s),
        WillMissTurn(s) => named("track-will-miss-turn", s),
        TurnSkipped(s) => named("track-turn-skipped", s),
        ComputerTurn(s) => named("track-computer-turn", s),
        StepMode(on) => switch("track-step-mode", *on),
        ChooseSwap => plain("track-choose-swap"),
        ChooseSendBack => plain("track-choose-send-back"),
        ChooseSafeSpot => plain("track-choose-safe-spot"),
        Tone(t) => ("card-tone", Args::new().text("tone", tone(*t))),
        Demo => plain("track-demo"),
        NextGame => plain("track-next-game"),
        RoleName(r) => piece("track-role", *r),
        SeatName(s) => ("track-seat", Args::new().text("seat", seat(*s))),
        Round(n) => ("track-round", Args::new().number("round", *n)),
        DeckCount(d, p) => (
            "track-deck-count",
            Args::new().number("deck", *d).number("discards", *p),
        ),
        DeckLeft(d) => ("track-deck-left", Args::new().number("deck", *d)),
        DiscardPile(p) => ("track-discard-pile", Args::new().number("discards", *p)),
        SeatCounts(b, t, h) => (
            "track-seat-counts",
            Args::new()
                .number("box", *b)
                .number("track", *t)
                .number("home", *h),
        ),
        Placing(p) => ("track-placing", Args::new().number("place", *p)),
        ShowMoves(on) => switch("track-show-moves", *on),
        Fullscreen => plain("menu-fullscreen"),
        MenuButton => plain("menu-button"),
        MenuRules => plain("menu-rules"),
        MenuNewGame => plain("menu-new-game"),
        MenuToStart => plain("menu-to-start"),
        StartContinue(r) => ("start-continue", Args::new().number("round", *r)),
        StartContinueChess(m) => ("start-continue-chess", Args::new().number("move", *m)),
        StartContinueYalta(n) => ("start-continue-yalta", Args::new().number("moves", *n)),
        StartPlay => plain("start-play"),
        StartLearn => plain("start-learn"),
        StartChess => plain("start-chess"),
        StartYalta => plain("start-yalta"),
        StartLanguage => plain("start-language"),
        StartOpen => plain("start-open"),
        NotAGame(file, why) => (
            "start-not-a-game",
            Args::new()
                .text("file", file.as_str())
                .text("why", why.as_str()),
        ),
        SetupBack => plain("setup-back"),
        MenuQuit => plain("menu-quit"),
        MenuBack => plain("menu-back"),
        PlayAgain => plain("end-play-again"),
        NewSetup => plain("end-new-setup"),
        Placings => plain("end-placings"),
        EndLine(place, name, figures) => (
            "end-line",
            Args::new()
                .number("place", *place)
                .text("name", name)
                .text("figures", figures),
        ),
        EndWinner(name) => named("end-winner", name),
        EndButton(b) => plain(end_button(*b)),
        EndShowResult => plain("end-show-result"),
        KeysTitle => plain("keys-title"),
        KeyAction(a) => plain(key_action(*a)),
        MenuKeys => plain("menu-keys"),
        KeyName(k) => key_name(k),
        CourseRace => plain("school-course-race"),
        CourseBack => plain("school-course-back"),
        ReviewBack(true) => plain("review-back-result"),
        ReviewBack(false) => plain("review-back-game"),
        SetupTitle => plain("setup-title"),
        SetupVariant => plain("setup-variant"),
        SetupRules => plain("setup-rules"),
        SetupPlayers => plain("setup-players"),
        SetupFirst => plain("setup-first"),
        RollForIt => plain("setup-roll-for-it"),
        SetupSpeed => plain("setup-speed"),
        StepBackButton => plain("track-step-back-button"),
        PlayHintButton => plain("track-play-hint-button"),
        ChoosePieceTouch => plain("track-choose-piece-touch"),
        HintTouch => plain("track-hint-touch"),
        Speed(v) => ("setup-speed-name", Args::new().text("speed", speed(*v))),
        SpeedLine(v) => ("setup-speed-line", Args::new().text("speed", speed(*v))),
        MenuSpeed(v) => ("menu-speed", Args::new().text("speed", speed(*v))),
        SetupLang => plain("setup-language"),
        SetupStart => plain("setup-start"),
        SeatPlays(on) => plain(if *on {
            "setup-seat-plays"
        } else {
            "setup-seat-empty"
        }),
        SeatComputer(c) => plain(if *c {
            "setup-seat-computer"
        } else {
            "setup-seat-person"
        }),
        SetupKeys => plain("setup-keys"),
        AidsForBeginners => plain("track-aids-for-beginners"),
        HelpLine(h) => ("setup-help-line", Args::new().text("help", help(*h))),
        LevelLine(k) => (
            "setup-level-line",
            Args::new().text("level", super::pages::level_key(*k)),
        ),
        SettingsBroken(what) => (
            "setup-settings-broken",
            Args::new().text("what", what.as_str()),
        ),
        Starts(s) => named("track-starts", s),
        CardHeading => plain("card-heading"),
        RulesKeys => plain("rules-keys"),
        Level(k) => super::pages::level(*k),
        HintKey => plain("track-hint-key"),
        SavedAs(p) => ("track-saved-as", Args::new().text("path", p.as_str())),
        UnfinishedKept(p) => (
            "track-unfinished-kept",
            Args::new().text("path", p.as_str()),
        ),
        UnfinishedKeptLater => plain("track-unfinished-kept-later"),
        NotBeingSaved => plain("track-not-being-saved"),
        ResumeQuestion(m, r) => (
            "track-resume-question",
            Args::new().number("minutes", *m).number("round", *r),
        ),
        Resume => plain("track-resume"),
        MenuSaveAs => plain("menu-save-as"),
        MenuReplay => plain("menu-replay"),
        ReplayStep(i, n) => (
            "track-replay-step",
            Args::new().number("step", *i).number("of", *n),
        ),
        EveryRing(n) => ("track-every-ring", Args::new().number("moves", *n)),
        Rolls(w, f, None) => (
            "track-rolls",
            Args::new()
                .text("name", w.as_str())
                .text("white", f.to_string()),
        ),
        Rolls(w, f, Some(o)) => (
            "track-rolls-orange",
            Args::new()
                .text("name", w.as_str())
                .text("white", f.to_string())
                .number("orange", *o),
        ),
        RollsHashMisses(w) => named("track-rolls-hash-misses", w),
        Moves(w, r, n) => (
            "track-moves",
            Args::new()
                .text("name", w.as_str())
                .text("piece", role(*r))
                .number("times", *n),
        ),
        NeedPlus(w, roll, n) => (
            "track-need-plus",
            Args::new()
                .text("name", w.as_str())
                .text(
                    "roll",
                    match roll {
                        BringInRoll::Plus => "plus",
                        BringInRoll::Hash => "hash",
                        BringInRoll::PlusOrHash => "plus-or-hash",
                    },
                )
                .number("tries", *n),
        ),
        DieUseless(white, a, b) => {
            let (id, w, o) = if *white {
                ("track-die-useless-white", a, b)
            } else {
                ("track-die-useless-orange", b, a)
            };
            (id, Args::new().number("white", *w).number("orange", *o))
        }
        MovableBy(w, ws, o, os) => movable_by(*w, ws, *o, os),
        OrangeAlso(o, rs) => (
            "track-orange-also",
            Args::new()
                .number("orange", *o)
                .list("pieces", Join::Or, pieces(rs)),
        ),
        NothingMoves => plain("track-nothing-moves"),
        KeyLegend(rs) => key_legend(rs),
        LeaveQuestion => plain("track-leave-question"),
        LeaveSaved => plain("track-leave-saved"),
        LeaveYes => plain("track-leave-yes"),
        LeaveNo => plain("track-leave-no"),
        NothingHappens(why) => (
            "card-nothing-happens",
            Args::new().text("why", why.as_str()),
        ),
        CardIdle(c) => card_idle(c),
        CardGoOn => plain("card-go-on"),
        YourTurn(w) => named("track-your-turn", w),
        MoveMapButton(on) => switch("track-move-map-button", *on),
        HintButton => plain("track-hint-button"),
        MovesHome(v) => moves_home(v),
        HintCaptures(w, r, d) => (
            "track-hint-captures",
            Args::new()
                .text("name", w.as_str())
                .text("piece", role(*r))
                .number("moves", *d),
        ),
        HintHome(r) => piece("track-hint-home", *r),
        HintNearer(r, d) if *d > 0 => (
            "track-hint-nearer",
            Args::new().text("piece", role(*r)).number("moves", *d),
        ),
        HintNearer(r, _) => piece("track-hint-safer", *r),
        HintBringIn => plain("track-hint-bring-in"),
        HintCard => plain("track-hint-card"),
        HintOther => plain("track-hint-other"),
        HelpLevel(h) => ("setup-help-level", Args::new().text("help", help(*h))),
        Back => plain("track-back"),
        RulesBack => plain("rules-back"),
        RulesNext => plain("rules-next"),
        RulesClose => plain("rules-close"),
        FieldName(f) => plain(field_name(*f)),
        EndFigures(c, l, r, m) => (
            "end-figures",
            Args::new()
                .number("captured", *c)
                .number("lost", *l)
                .number("lost-rolls", *r)
                .number("longest", *m),
        ),
        WalkFurther => plain("track-walk-further"),
        ReplayHead(variant, seed, commands) => (
            "replay-head",
            Args::new()
                .text("variant", variant.as_str())
                .text("seed", seed.to_string())
                .number("commands", *commands),
        ),
        RollAgainCovered(s) => named("replay-roll-again-covered", s),
        CardQuote(t) => ("replay-card-quote", Args::new().text("text", t.as_str())),
        DeckShuffled => plain("replay-deck-shuffled"),
        CardDiscarded => plain("replay-card-discarded"),
        Place(Location::Box) => plain("replay-place-box"),
        Place(Location::Home) => plain("replay-place-house"),
        Place(Location::Track(s)) => (
            "replay-place-square",
            Args::new().text("square", s.to_string()),
        ),
        LegalRoute(route) => (
            "explain-legal-route",
            Args::new().text("route", route.as_str()),
        ),
        ExplainNoStart(why) => ("explain-no-start", Args::new().text("why", why.as_str())),
        ExplainAtFromOne => plain("explain-at-from-one"),
        ExplainAtBeyond(at, count) => (
            "explain-at-beyond",
            Args::new()
                .number("at", *at)
                .number("count", *count)
                .number("last", *count + 1),
        ),
        ExplainOffBoard(square, width, height) => (
            "explain-off-board",
            Args::new()
                .text("square", square.as_str())
                .number("width", *width)
                .number("height", *height),
        ),
        ExplainSeatAbsent(name) => (
            "explain-seat-absent",
            Args::new().text("name", name.as_str()),
        ),
        ExplainNoPiece(r) => piece("explain-no-piece", *r),
    }
}
