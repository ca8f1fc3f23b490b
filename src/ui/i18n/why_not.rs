//! "Why not?" in words a child understands: one sentence per reason, in German and
//! English, with the piece's name.

use super::*;
use track::Refusal;

fn colour_adj(lang: Lang, s: Seat) -> &'static str {
    match lang {
        Lang::De => ["gelbe", "grüne", "blaue", "rote"][s.index() % 4],
        Lang::En => ["yellow", "green", "blue", "red"][s.index() % 4],
    }
}

fn count_list(lang: Lang, ks: &[u8]) -> String {
    let items: Vec<String> = ks.iter().map(|k| k.to_string()).collect();
    join_or(items, if lang == Lang::De { "oder" } else { "or" })
}

fn moves_en(n: u8) -> String {
    if n == 1 {
        "1 move".into()
    } else {
        format!("{n} moves")
    }
}

fn moves_de(n: u8) -> String {
    if n == 1 {
        "1 Zug".into()
    } else {
        format!("{n} Züge")
    }
}

/// Why a piece of kind `role` cannot go to a square, in words a child understands (at
/// most 90 characters); `name` gives a seat's name.
pub fn why_not(
    lang: Lang,
    role: Role,
    why: &track::WhyNot,
    name: &dyn Fn(Seat) -> String,
) -> String {
    use track::why_not::Die;
    use track::WhyNot::*;
    match lang {
        Lang::De => {
            let the = capital(&article_de(role, Case::Nom));
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
                    colour_adj(lang, *seat)
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
                    count_list(lang, works)
                ),
                HouseOverEntry { .. } => {
                    "Ins Haus geht es nur über deine eigenen Eingangsfelder.".into()
                }
                PawnStraightCaptureDiagonal { .. } => {
                    "Der Bauer zieht gerade und schlägt nur schräg.".into()
                }
                MustFreeStart { .. } => "Erst muss ein Startfeld frei werden.".into(),
                Blockade => {
                    "Das würde Start- oder Eingangsfelder einer anderen Farbe sperren.".into()
                }
                Unreachable => format!("{the} kommt dort nicht hin."),
            }
        }
        Lang::En => {
            let r = role_en(role);
            match why {
                GameOver => "The game is over.".into(),
                NotYourTurn { turn } => format!("It is {} turn.", possessive(&name(*turn))),
                RollFirst => "Roll the dice first!".into(),
                NotOnTrack { .. } => format!("The {r} is not on the track."),
                NeedPlus { hash_too } => format!(
                    "The {r} needs {} to come in.",
                    if *hash_too { "a + or #" } else { "a +" }
                ),
                OtherDie {
                    moves_by: Die::Orange,
                } => {
                    format!("The {r} moves by the orange die, not the white one.")
                }
                OtherDie {
                    moves_by: Die::White,
                } => {
                    format!("The {r} moves by the white die, not the orange one.")
                }
                NotThisRoll => format!("This roll cannot move the {r}."),
                Wall { .. } => "That square is not part of the track.".into(),
                ForeignHouse { owner, .. } => {
                    format!("That is {} house.", possessive(&name(*owner)))
                }
                OwnPiece { piece, .. } => {
                    format!("Your own {} stands there.", role_en(piece.role))
                }
                Blocked { .. } => "The way is blocked: a piece stands in the way.".into(),
                OwnLine { seat, .. } => format!(
                    "The {r} may not cross its own {} blocking line.",
                    colour_adj(lang, *seat)
                ),
                BishopColour => "A bishop always stays on squares of one colour.".into(),
                PauseField { victim, .. } => format!(
                    "{} {} is safe on its own pause field.",
                    possessive(&name(victim.seat)),
                    role_en(victim.role)
                ),
                Covered { victim, by } => format!(
                    "{} {} is covered by its {}: it cannot be captured.",
                    possessive(&name(victim.seat)),
                    role_en(victim.role),
                    role_en(by.role)
                ),
                CaptureOnlyLast { needed, pips, .. } => format!(
                    "A capture must be the last move: it takes {}, the roll is {pips}.",
                    moves_en(*needed)
                ),
                TooFar { needed, pips } => format!(
                    "Too far: the {r} needs {}, the roll is {pips}.",
                    moves_en(*needed)
                ),
                NotExactly { pips, works } if works.is_empty() => {
                    format!("The {r} cannot end there in exactly {}.", moves_en(*pips))
                }
                NotExactly { pips, works } => format!(
                    "The {r} cannot end there in exactly {}, but in {}.",
                    moves_en(*pips),
                    count_list(lang, works)
                ),
                HouseOverEntry { .. } => {
                    "The house can only be entered from your own entry fields.".into()
                }
                PawnStraightCaptureDiagonal { .. } => {
                    "A pawn moves straight and captures only diagonally.".into()
                }
                MustFreeStart { .. } => "First a start field must be freed.".into(),
                Blockade => "That would block another colour's start or entry fields.".into(),
                Unreachable => format!("The {r} cannot get there."),
            }
        }
    }
}

/// A refused command of the track game in words. The window sends only legal commands,
/// so a player meets these only when something else went wrong (a save's command that no
/// longer replays, say).
pub fn refusal(lang: Lang, r: &Refusal) -> String {
    let de = lang == Lang::De;
    match r {
        Refusal::GameOver if de => "Das Spiel ist aus.".into(),
        Refusal::GameOver => "The game is over.".into(),
        Refusal::NotNow if de => "Das ist gerade nicht die Entscheidung.".into(),
        Refusal::NotNow => "That is not the decision at hand.".into(),
        Refusal::NotLegal if de => "Das ist jetzt nicht erlaubt.".into(),
        Refusal::NotLegal => "That is not allowed now.".into(),
        Refusal::BadRoute { step } if de => {
            format!("Zug {} des Weges ist nicht möglich.", step + 1)
        }
        Refusal::BadRoute { step } => format!("Move {} of the route is not possible.", step + 1),
        Refusal::WrongLength { moves, pips } if de => {
            format!("Der Weg hat {moves} Züge, der Wurf ist aber {pips}.")
        }
        Refusal::WrongLength { moves, pips } => {
            format!("The route has {moves} moves but the roll is {pips}.")
        }
        Refusal::PieceNotMovable(role) if de => {
            format!(
                "Die Figur {} kann diesen Wurf nicht ziehen.",
                role_de(*role)
            )
        }
        Refusal::PieceNotMovable(role) => {
            format!("The {} cannot make this roll.", role_en(*role))
        }
    }
}
