//! The longer English texts: the rules pages, and the lines of the setup screen (games,
//! house rules, computer levels).

/// A computer level's English name.
pub(super) fn level(k: ::track::bots::BotKind) -> &'static str {
    k.name()
}

/// The name and one-line description of a variant, by its id.
pub(crate) fn variant_line(id: &str) -> (&'static str, &'static str) {
    match id {
        "small" => ("Small game", "queen, rook, bishop, knight; the white die"),
        "small-action" => ("Small action game", "the small game with action cards"),
        "large" => (
            "Large game",
            "all six pieces, two dice, covered pieces are safe",
        ),
        "large-action" => ("Large action game", "the large game with every action card"),
        _ => ("Own variant", ""),
    }
}

/// The name and one-line explanation of a house rule.
pub(crate) fn rule_line(rule: ::track::variant::HouseRule) -> (&'static str, &'static str) {
    use ::track::variant::HouseRule::*;
    match rule {
        SymbolsBringIn => (
            "+ and # bring in",
            "# misses the turn only when nothing can come in",
        ),
        HashDrawsCard => (
            "# draws a card",
            "action games: # draws a card, + brings in",
        ),
        ProtectCovered => (
            "Covered pieces are safe",
            "also in the small game; adds 4 extra cards",
        ),
        MayStopEarly => ("May stop early", "a roll may use fewer moves"),
        EndAfterFirstWinner => (
            "End after the first winner",
            "the game ends when one player finishes",
        ),
    }
}

/// The rules screen: pages of (title, paragraphs), written from the booklet.
pub(crate) fn rules_pages() -> Vec<(&'static str, Vec<&'static str>)> {
    vec![
        ("The goal", vec![
            "Run all your pieces once around the track into your house.",
            "Every pip of the die is one chess move of the chosen piece: a 3 means 3 moves.",
            "The lap runs counter-clockwise.",
        ]),
        ("The pieces", vec![
            "Queen: straight and diagonal, as far as she likes. Rook: straight only. Bishop: diagonal only. None jumps over pieces.",
            "Knight: an L-shaped jump, even over pieces and walls.",
            "King: one square in any direction. Pawn: one square straight in any direction; it captures only diagonally.",
        ]),
        ("The fields", vec![
            "Start fields (outlined in your colour): pieces come in here from the start box.",
            "Blocking line (thick bar in your colour): your pieces may never cross it.",
            "Entry fields (arrow): the only way into the house. Leftover moves are lost.",
            "Pause field of your colour: your piece cannot be captured there.",
        ]),
        ("Rolling", vec![
            "+ : bring a piece in and roll again.  # : miss the turn.",
            "Only the last move may capture; the captured piece goes back to its start box.",
            "With no piece on the track: up to three tries. One start field must stay free.",
        ]),
        ("Large game and cards", vec![
            "The white die moves queen, rook, bishop, knight; the orange die moves king and pawn.",
            "Covered pieces cannot be captured: one of their own pieces could capture the capturer.",
            "Action games: on + or # bring in or draw a card. Cards saying 'active' mean pieces on the track.",
        ]),
    ]
}

/// The chess rules book: pages of (title, paragraphs), written from the chess sets' rule
/// sheets and the children's manual, and how to play on the chess screen.
pub(crate) fn chess_rules_pages() -> Vec<(&'static str, Vec<&'static str>)> {
    vec![
        ("The goal", vec![
            "Chess is for two players, White and Black. They take turns, one piece per move, and White begins.",
            "Your aim is to checkmate the other king: attack him so that he cannot escape.",
            "On this screen, click one of your pieces: dots show where it can go. Click a dot to move there, or the piece again to let go.",
            "Click a square the piece cannot go to, and the panel tells you why, in red.",
        ]),
        ("The pieces", vec![
            "King: one square in any direction. Queen: straight and diagonal, as far as the squares are free.",
            "Rook: straight only, as far as the squares are free. Bishop: diagonal only, so he always stays on his colour.",
            "Knight: two squares one way and one to the side, like an L. He is the only piece that jumps over others.",
            "A piece captures by moving onto an enemy piece's square; that piece leaves the board. A piece is worth about this many pawns: queen 9, rook 5, bishop 3, knight 3.",
        ]),
        ("The pawn", vec![
            "A pawn moves one square straight forward and never back. On his first move he may go two squares, if both are free.",
            "He captures only one square diagonally forward; he cannot take a piece straight in front of him.",
            "En passant: when an enemy pawn steps two squares past a square your pawn attacks, your pawn may take it as if it had stepped only one. Only on your very next move.",
            "A pawn that reaches the last row becomes a queen, rook, bishop or knight, as you choose.",
        ]),
        ("Castling and check", vec![
            "Castling: the king moves two squares toward a rook, and the rook jumps over to the square beside him. To castle here, click the king, then the square two steps away.",
            "Castling is allowed only when king and rook have not moved yet, the squares between them are empty, and the king is not in check, does not pass over an attacked square and does not land on one.",
            "Check: the king is attacked. Answer at once: move the king, capture the attacker, or put a piece in between. You may never leave your own king in check.",
            "Checkmate: the king is in check and there is no way out. The game is over, and whoever gave checkmate wins.",
        ]),
        ("Draws", vec![
            "Stalemate: the player to move is not in check but has no move at all. The game is a draw.",
            "The panel's “Offer a draw” asks the other side; if they agree, it is a draw. “Resign” gives them the game.",
            "When the same position comes for the third time, the player to move may press “Claim a draw”.",
            "The game is a draw by itself after 50 moves each without a capture or a pawn move, or when too little is left to checkmate, such as king against king.",
        ]),
    ]
}

/// The Yalta rules book: pages of (title, paragraphs), written from the Yalta set's rule
/// sheet and our design of what it leaves open (`design/yalta.md`).
pub(crate) fn yalta_rules_pages() -> Vec<(&'static str, Vec<&'static str>)> {
    vec![
        ("Three players", vec![
            "Yalta is chess for three: White, Black and Red. Each has a king, a queen, two rooks, two bishops, two knights and eight pawns.",
            "White begins, then Black, then Red, then White again. Each turn moves one piece.",
            "The board has six sides and is made of three halves of a chessboard, one for each player. Your back row is your side of the board.",
            "White's queen starts on the light middle square of the back row, Black's on the dark one; Red chooses in the setup.",
        ]),
        ("Through the middle", vec![
            "The halves meet each other, and every line runs on across the border: a rook can go from your half into a neighbour's.",
            "In the middle, six squares meet. A bishop or queen going diagonally through the middle may choose one of two ways on.",
            "Rook, bishop and queen go as far as the squares are free. King: one square in any direction. Knight: two squares one way and one to the side; he jumps.",
            "Castling works as in chess, and no square the king passes or lands on may be attacked by either other player.",
        ]),
        ("Pawns", vec![
            "A pawn walks toward the middle. Past the middle he goes on into a neighbour's half, toward that player's back row.",
            "He steps one square forward, or two from his starting row if both are free. He captures one square diagonally forward.",
            "En passant works as in chess: after a pawn's double step, each of the other two players may take it on their next move.",
            "A pawn that reaches another player's back row becomes a queen, rook, bishop or knight.",
        ]),
        ("Check, mate and draws", vec![
            "A king is never captured. He is in check when a piece of either other player attacks him, and his player must get him out of check.",
            "A player who is in check and has no move when their turn begins is checkmated, and the game ends. The player whose check came first wins.",
            "Before that player's turn comes, the third player may still rescue the king with their move.",
            "It is a draw when a player not in check has no move, when the same position comes for the third time, after 150 moves without a capture or a pawn move, or when only the three kings are left.",
        ]),
    ]
}
