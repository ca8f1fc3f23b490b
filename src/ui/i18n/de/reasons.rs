//! The reasons in German: why not, and why a command was refused, for the track game,
//! chess and Yalta.

use super::*;
use crate::ui::i18n::chess_words::{piece_name, Language};
use crate::ui::input::Declined;
use ::chess::{CastlingBan, Refusal as ChessRefusal, WhyNot as ChessWhyNot};
use ::track::pieces::PieceId;
use ::track::Refusal;
use ::yalta::cell::Player;
use ::yalta::movegen::CastlingRefusal;
use ::yalta::why_not::Refusal as YaltaRefusal;

fn colour_adj(s: Seat) -> &'static str {
    ["gelbe", "grüne", "blaue", "rote"][s.index() % 4]
}

fn count_list(ks: &[u8]) -> String {
    let items: Vec<String> = ks.iter().map(|k| k.to_string()).collect();
    join_or(items, "oder")
}

/// "1 Zug", "2 Züge": die Zahl und ihr Wort stimmen überein.
pub(super) fn moves_de<N: std::fmt::Display + PartialEq + From<u8>>(n: N) -> String {
    if n == N::from(1) {
        "1 Zug".into()
    } else {
        format!("{n} Züge")
    }
}

/// Why a piece of kind `role` cannot go to a square, in words a child understands (at
/// most 90 characters); `name` gives a seat's name.
pub(crate) fn why_not(role: Role, why: &::track::WhyNot, name: &dyn Fn(Seat) -> String) -> String {
    use ::track::why_not::Die;
    use ::track::WhyNot::*;
    let the = capital(&article_de(role, Case::Nom));
    let the_nom = article_de(role, Case::Nom);
    let the_acc = article_de(role, Case::Acc);
    match why {
        GameOver => "Das Spiel ist vorbei.".into(),
        NotYourTurn { turn } => format!("{} ist dran.", name(*turn)),
        RollFirst => "Erst würfeln!".into(),
        NotOnTrack { .. } => format!("{the} steht nicht auf der Strecke."),
        NeedPlus { hash_too } => format!(
            "{the} braucht {}, um hereinzukommen.",
            if *hash_too { "ein + oder #" } else { "ein +" }
        ),
        OtherDie {
            moves_by: Die::Orange,
        } => {
            format!("{the} zieht mit dem orangen Würfel, nicht mit dem weißen.")
        }
        OtherDie {
            moves_by: Die::White,
        } => {
            format!("{the} zieht mit dem weißen Würfel, nicht mit dem orangen.")
        }
        NotThisRoll => format!("Dieser Wurf kann {the_acc} nicht ziehen."),
        Wall { .. } => "Dieses Feld gehört nicht zur Strecke.".into(),
        ForeignHouse { owner, .. } => format!("Das ist das Haus von {}.", name(*owner)),
        OwnPiece { piece, .. } => format!(
            "Dort steht schon {} von dir.",
            article_de(piece.role, Case::Nom)
        ),
        Blocked { .. } => "Der Weg ist versperrt: eine Figur steht im Weg.".into(),
        OwnLine { seat, .. } => format!(
            "{the} darf nicht über {} {} Sperrlinie.",
            if role == Role::Queen { "ihre" } else { "seine" },
            colour_adj(*seat)
        ),
        BishopColour => "Der Läufer bleibt immer auf Feldern einer Farbe.".into(),
        PauseField { victim, .. } => format!(
            "{} von {} ist auf {} Pausenfeld sicher.",
            capital(&article_de(victim.role, Case::Nom)),
            name(victim.seat),
            if victim.role == Role::Queen {
                "ihrem"
            } else {
                "seinem"
            }
        ),
        Covered { victim, by } => format!(
            "{} von {} ist durch {} gedeckt.",
            capital(&article_de(victim.role, Case::Nom)),
            name(victim.seat),
            article_de(by.role, Case::Acc)
        ),
        CaptureOnlyLast { needed, pips, .. } => format!(
            "Schlagen nur mit dem letzten Zug: es braucht {}, gewürfelt ist {pips}.",
            moves_de(*needed)
        ),
        TooFar { needed, pips } => format!(
            "Zu weit: {the} braucht {}, gewürfelt ist {pips}.",
            moves_de(*needed)
        ),
        NotExactly { pips, works } if works.is_empty() => {
            format!("{the} kommt nicht in genau {} dorthin.", moves_de(*pips))
        }
        NotExactly { pips, works } => format!(
            "{the} kommt nicht in genau {} dorthin, aber mit {}.",
            moves_de(*pips),
            count_list(works)
        ),
        HouseOverEntry { .. } => "Ins Haus geht es nur über deine eigenen Eingangsfelder.".into(),
        PawnStraightCaptureDiagonal { .. } => {
            "Der Bauer zieht gerade und schlägt nur schräg.".into()
        }
        MustFreeStart { .. } => "Erst muss ein Startfeld frei werden.".into(),
        Blockade => "Das würde Start- oder Eingangsfelder einer anderen Farbe sperren.".into(),
        Unreachable => format!("{the} kommt dort nicht hin."),
        BackToStart { pips, works } if works.is_empty() => format!(
            "Mit genau {} kommt {the_nom} nicht auf {} Feld zurück.",
            moves_dat(*pips),
            possessive_dat(role)
        ),
        BackToStart { pips, works } => format!(
            "Mit genau {} kommt {the_nom} nicht zurück, nur mit {}.",
            moves_dat(*pips),
            count_runs(works, "oder", "bis")
        ),
        ForeignPiece { piece } => format!(
            "Das ist {} von {}: wähle eine eigene Figur.",
            article_de(piece.role, Case::Nom),
            name(piece.seat)
        ),
        AtHome { piece } => format!(
            "{} ist zu Hause und zieht nicht mehr.",
            capital(&article_de(piece.role, Case::Nom))
        ),
        Stuck { pips } => format!(
            "{the} findet von hier keinen Weg mit genau {}.",
            moves_dat(*pips)
        ),
        StartFieldsTaken { .. } => {
            "Beide Startfelder sind besetzt: jetzt kann keine Figur herein.".into()
        }
        CardWantsForeign => "Diese Karte nimmt eine Figur von jemand anderem.".into(),
        CardWantsOwn => "Diese Karte nimmt eine deiner eigenen Figuren.".into(),
        CardWantsActive { piece } => format!(
            "Diese Karte nimmt nur Figuren auf der Strecke: {} steht nicht dort.",
            article_de(piece.role, Case::Nom)
        ),
        Finished { seat } => format!(
            "{} ist fertig: diese Figuren bleiben unberührt.",
            name(*seat)
        ),
        NoFreePauseField => "Alle Pausenfelder deiner Farbe sind besetzt.".into(),
    }
}

/// "1 Zug", "mit 2 Zügen": the number and its noun in the dative.
fn moves_dat(n: u8) -> String {
    if n == 1 {
        "1 Zug".into()
    } else {
        format!("{n} Zügen")
    }
}

/// "ihr" (the queen's) or "sein" square, in the dative ("auf ihr Feld" is accusative:
/// "auf ihr/sein Feld zurück").
fn possessive_dat(role: Role) -> &'static str {
    if role == Role::Queen {
        "ihr"
    } else {
        "sein"
    }
}

/// Why a piece cannot be chosen now, in German (at most 90 characters): the rules'
/// reason, said of the piece where a square's words would not fit.
fn piece_why_not(piece: PieceId, why: &::track::WhyNot, name: &dyn Fn(Seat) -> String) -> String {
    use ::track::WhyNot::*;
    let the = capital(&article_de(piece.role, Case::Nom));
    match why {
        MustFreeStart { .. } => {
            format!(
                "{the} kann kein Startfeld frei machen, doch dieser Wurf muss eins frei machen."
            )
        }
        Blockade => {
            format!("{the} würde Start- oder Eingangsfelder einer anderen Farbe sperren.")
        }
        NotOnTrack { .. } => format!("{the} steht nicht auf der Strecke."),
        other => why_not(piece.role, other, name),
    }
}

/// "keinen König", "keine Dame": a piece's name after "kein".
fn no_piece_de(role: Role) -> String {
    match role {
        Role::Queen => "keine Dame".into(),
        Role::Pawn => "keinen Bauern".into(),
        r => format!("keinen {}", role_de(r)),
    }
}

/// Why an input cannot be done now, in German (at most 90 characters).
pub(crate) fn declined(d: &Declined, name: &dyn Fn(Seat) -> String) -> String {
    let the = |r: Role| capital(&article_de(r, Case::Nom));
    match d {
        Declined::Piece { piece, why } => piece_why_not(*piece, why, name),
        Declined::GameOver => "Das Spiel ist vorbei.".into(),
        Declined::NotInGame { role } => {
            format!("In diesem Spiel gibt es {}.", no_piece_de(*role))
        }
        Declined::RollFirst => "Erst würfeln!".into(),
        Declined::RolledAlready => "Die Würfel sind gefallen: spiel erst diesen Wurf.".into(),
        Declined::CardFirst => "Erst kommt, was die Karte sagt.".into(),
        Declined::MustMove => {
            "Diesen Wurf darfst du nicht auslassen: eine Figur muss ziehen.".into()
        }
        Declined::NoCards => "In diesem Spiel gibt es keine Aktionskarten.".into(),
        Declined::NoCardNow { hash_only: true } => "Nur ein # zieht eine Karte.".into(),
        Declined::NoCardNow { hash_only: false } => "Nur ein + oder # zieht eine Karte.".into(),
        Declined::DeckEmpty => "Es ist keine Karte mehr zum Ziehen da.".into(),
        Declined::BoxEmpty => "Deine Startbox ist leer: es kann nichts herein.".into(),
        Declined::NeedPlus { hash_too } => format!(
            "Nur {} bringt eine Figur herein.",
            if *hash_too { "ein + oder #" } else { "ein +" }
        ),
        Declined::NothingToTakeBack => "Es gibt keinen Zug zum Zurücknehmen.".into(),
        Declined::NothingToChoose => {
            "Auf dem Brett ist jetzt nichts zu wählen: nimm die Knöpfe.".into()
        }
        Declined::NothingUnderCursor => "Wähle erst mit den Pfeiltasten, dann Enter.".into(),
        Declined::WalkGoesOn { left } => {
            format!("Der Wurf ist nicht zu Ende: noch {}.", moves_de(*left))
        }
        Declined::ChoosePieceFirst => {
            "Wähle zuerst eine Figur: die umrahmten können ziehen.".into()
        }
        Declined::UseButtons { bring_in: true } => {
            "Klicke eine Figur in deiner Startbox an oder nimm einen Knopf.".into()
        }
        Declined::UseButtons { bring_in: false } => "Nimm für diesen Wurf einen Knopf.".into(),
        Declined::ChooseMarked => "Wähle eines der markierten Felder.".into(),
        Declined::AlreadyChosen { role } => {
            format!("{} ist gewählt: klicke jetzt auf das Ziel.", the(*role))
        }
        Declined::StandsHere { role } => {
            format!("{} steht jetzt hier: wähle den nächsten Zug.", the(*role))
        }
        Declined::SeveralWays { walked: 0, .. } => {
            "Mehrere Wege führen dorthin: wähle den nächsten Zug selbst.".into()
        }
        Declined::SeveralWays { walked, .. } => format!(
            "Mehrere Wege führen dorthin: {} gegangen, den nächsten wählst du selbst.",
            moves_de(*walked)
        ),
        Declined::NotFromHere { role, left } => format!(
            "Von hier kommt {} in {} nicht dorthin: nimm Züge zurück.",
            article_de(*role, Case::Nom),
            moves_dat(*left)
        ),
    }
}

/// A refused command of the track game in words.
pub(crate) fn refusal(r: &Refusal) -> String {
    match r {
        Refusal::GameOver => "Das Spiel ist aus.".into(),
        Refusal::NotNow => "Das ist gerade nicht die Entscheidung.".into(),
        Refusal::NotLegal => "Das ist jetzt nicht erlaubt.".into(),
        Refusal::BadRoute { step } => {
            format!("Zug {} des Weges ist nicht möglich.", step + 1)
        }
        Refusal::WrongLength { moves, pips } => {
            format!("Der Weg hat {moves} Züge, der Wurf ist aber {pips}.")
        }
        Refusal::PieceNotMovable(role) => {
            format!(
                "Die Figur {} kann diesen Wurf nicht ziehen.",
                role_de(*role)
            )
        }
    }
}

fn chess_colour(c: ::chess::Color) -> &'static str {
    match c {
        ::chess::Color::White => "Weiß",
        ::chess::Color::Black => "Schwarz",
    }
}

/// Why chess allows no castling, in German.
fn castling(ban: &CastlingBan) -> String {
    match ban {
        CastlingBan::KingMoved => "Keine Rochade: Der König hat schon gezogen.".into(),
        CastlingBan::RookMoved => "Keine Rochade: Dieser Turm hat schon gezogen.".into(),
        CastlingBan::RightLost => {
            "Keine Rochade: Das Recht dazu ist in dieser Stellung verloren.".into()
        }
        CastlingBan::SquaresBetweenNotEmpty { at, piece } => format!(
            "Keine Rochade: {} auf {at} steht zwischen König und Turm.",
            the(*piece, true)
        ),
        CastlingBan::KingInCheck { by, piece } => {
            format!("Keine Rochade: {} auf {by} gibt Schach.", the(*piece, true))
        }
        CastlingBan::PassesAttackedSquare { square, by, piece } => format!(
            "Keine Rochade: Der König müsste über {square}, das {} auf {by} angreift.",
            the(*piece, false)
        ),
        CastlingBan::LandsOnAttackedSquare { square, by, piece } => format!(
            "Keine Rochade: Auf {square} griffe {} auf {by} den König an.",
            the(*piece, false)
        ),
    }
}

/// "der Läufer", "die Dame": a piece with its article (capitalised at a sentence's
/// start).
fn the(piece: ::chess::Piece, start: bool) -> String {
    let article = match (piece == ::chess::Piece::Queen, start) {
        (true, true) => "Die",
        (true, false) => "die",
        (false, true) => "Der",
        (false, false) => "der",
    };
    format!("{article} {}", piece_name(piece, Language::German))
}

/// A chess reason in German (at most 90 characters).
pub(crate) fn chess_why_not(why: &ChessWhyNot) -> String {
    let name = |p| piece_name(p, Language::German);
    let square = |s: &::chess::Square| s.to_string();
    match why {
        ChessWhyNot::NoPiece => "Auf diesem Feld steht keine Figur.".into(),
        ChessWhyNot::NotYourPiece { owner } => {
            format!(
                "Das ist eine Figur von {}: {} ist nicht am Zug.",
                chess_colour(*owner),
                chess_colour(*owner)
            )
        }
        ChessWhyNot::OwnPieceThere { piece } => {
            format!("Dort steht schon eine eigene Figur ({}).", name(*piece))
        }
        ChessWhyNot::NotHowItMoves { piece } => {
            let article = if *piece == ::chess::Piece::Queen {
                "die"
            } else {
                "der"
            };
            format!("So zieht {article} {} nicht.", name(*piece))
        }
        ChessWhyNot::PawnMovesOnlyForward => "Der Bauer zieht nur vorwärts.".into(),
        ChessWhyNot::PawnCapturesOnlyDiagonally { blocker, piece } => format!(
            "Der Bauer schlägt nur schräg: {} auf {} versperrt ihm den Weg.",
            the(*piece, true),
            square(blocker)
        ),
        ChessWhyNot::PawnDiagonalOnlyToCapture => {
            "Schräg zieht der Bauer nur, wenn er dort schlägt.".into()
        }
        ChessWhyNot::DoubleStepOnlyFromStart => {
            "Zwei Felder weit zieht der Bauer nur von seinem Startfeld.".into()
        }
        ChessWhyNot::WayBlocked { at, piece } => format!(
            "Der Weg ist versperrt: {} auf {} steht im Weg.",
            the(*piece, true),
            square(at)
        ),
        ChessWhyNot::Castling(ban) => castling(ban),
        ChessWhyNot::KingWouldBeInCheck { by, piece } => format!(
            "Dort griffe {} auf {} deinen König an.",
            the(*piece, false),
            square(by)
        ),
        ChessWhyNot::Pinned { by, piece } => format!(
            "Die Figur ist gefesselt: Zieht sie, greift {} auf {} deinen König an.",
            the(*piece, false),
            square(by)
        ),
        ChessWhyNot::MustAnswerCheck { by, piece } => format!(
            "{} auf {} gibt Schach: Dieser Zug rettet deinen König nicht.",
            the(*piece, true),
            square(by)
        ),
    }
}

/// A refused chess command in German: the move's reason, or what else stands in the way.
pub(crate) fn chess_refusal(refusal: &ChessRefusal) -> String {
    match refusal {
        ChessRefusal::Illegal(w) => chess_why_not(w),
        ChessRefusal::GameOver => "Die Partie ist vorbei.".into(),
        ChessRefusal::PromotionPieceMissing => {
            "Wähle die Figur, zu der der Bauer wird: D, T, L oder S.".into()
        }
        ChessRefusal::BadPromotionPiece => {
            "Ein Bauer wird Dame, Turm, Läufer oder Springer, und nur auf der letzten Reihe.".into()
        }
        ChessRefusal::NoRepetitionToClaim => {
            "Keine Stellung kam dreimal, keine 50 Züge ohne Schlagen oder Bauernzug: kein Remis."
                .into()
        }
        ChessRefusal::OfferStands => "Ein Remisangebot steht schon.".into(),
        ChessRefusal::NoOffer => "Es gibt kein Remisangebot zu beantworten.".into(),
    }
}

/// A refused Yalta move in German; `names` are the players' names.
pub(crate) fn yalta_refusal(names: &[String; 3], r: &YaltaRefusal) -> String {
    let n = |p: &Player| names[p.index()].clone();
    let list = |ps: &[Player]| yalta_list(&yalta_names(names, ps));
    match r {
        YaltaRefusal::GameOver => "Das Spiel ist aus.".into(),
        YaltaRefusal::NoPiece(x) => format!("Auf {x} steht keine Figur."),
        YaltaRefusal::NotYourPiece(x, p) => format!("Die Figur auf {x} gehört {}.", n(p)),
        YaltaRefusal::OwnPieceThere(x) => format!("Auf {x} steht deine eigene Figur."),
        YaltaRefusal::KingNeverTaken(_, p) => {
            format!("Der König von {} wird nie geschlagen.", n(p))
        }
        YaltaRefusal::NotHowThisPieceMoves(k) => format!("So zieht {} nicht.", yalta_kind(*k)),
        YaltaRefusal::WayBlocked(x) => format!("Der Weg ist versperrt (auf {x})."),
        YaltaRefusal::PawnCapturesOnlyDiagonally(_) => {
            "Ein Bauer schlägt nur schräg: geradeaus ist besetzt.".into()
        }
        YaltaRefusal::PawnMovesDiagonallyOnlyToCapture(_) => {
            "Ein Bauer zieht nur schräg, wenn er schlägt.".into()
        }
        YaltaRefusal::Castling(why) => yalta_castling(names, why),
        YaltaRefusal::KingWouldStandInCheck(by) => {
            format!("Dort stünde der König im Schach von {}.", list(by))
        }
        YaltaRefusal::DoesNotAnswerCheck(by) => {
            format!("Dein König steht im Schach von {} und bliebe es.", list(by))
        }
        YaltaRefusal::Pinned(p, x) => {
            format!("Die Figur ist gefesselt: dahinter lauert {} auf {x}.", n(p))
        }
        YaltaRefusal::PromotionNeeded => "Wähle, was der Bauer wird.".into(),
        YaltaRefusal::NoPromotionHere => {
            "Nur ein Bauer auf einer fremden Grundreihe wird umgewandelt.".into()
        }
    }
}

/// Why Yalta allows no castling, in German.
fn yalta_castling(names: &[String; 3], why: &CastlingRefusal) -> String {
    let list = |ps: &[Player]| yalta_list(&yalta_names(names, ps));
    match why {
        CastlingRefusal::RightLost => "Keine Rochade: König oder Turm hat schon gezogen.".into(),
        CastlingRefusal::WayNotEmpty(x) => format!("Keine Rochade: {x} ist nicht frei."),
        CastlingRefusal::InCheck(by) => format!("Keine Rochade im Schach (von {}).", list(by)),
        CastlingRefusal::PassesAttacked(x, by) | CastlingRefusal::LandsAttacked(x, by) => {
            format!("Keine Rochade: {} greift {x} an.", list(by))
        }
    }
}
