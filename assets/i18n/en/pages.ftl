## The longer texts: the setup screen's lines (games and house rules: the name, and
## the line under it as .line), and the rules books. A rules page is a message: its
## value is the page's title, its attributes .p1, .p2, … its paragraphs, in order.

## The games of the setup screen.

variant-small = Small game
    .line = { -queen }, { -rook }, { -bishop }, { -knight }; the white die
variant-small-action = Small action game
    .line = the small game with { -action-card(count: 2) }
variant-large = Large game
    .line = all six pieces, two dice, { -covered } pieces are safe
variant-large-action = Large action game
    .line = the large game with every { -action-card }
variant-own = Own variant
    .line = { "" }

## The house rules.

house-rule-symbols-bring-in = + and # { -bring-in }
    .line = # { -miss-a-turn(form: "s") } only when nothing can come in
house-rule-hash-draws-card = # draws a card
    .line = action games: # draws a card, + { -bring-in(form: "s") }
house-rule-protect-covered = { CAPITAL(-covered) } safe, with 4 cards
    .line = also in the small game; 4 cards may capture them anyway
house-rule-may-stop-early = May stop early
    .line = a roll may use fewer moves
house-rule-end-after-first-winner = End after the first winner
    .line = the game ends when one player finishes

## The race game's rules book, written from the booklet.

rules-race-goal = The goal
    .p1 = Run all your pieces once around the track into your { -house }.
    .p2 = Every pip of the die is one chess move of the chosen piece: a 3 means 3 moves.
    .p3 = The lap runs counter-clockwise.
rules-race-pieces = The pieces
    .p1 = Queen: straight and diagonal, as far as she likes. Rook: straight only. Bishop: diagonal only. None jumps over pieces.
    .p2 = Knight: an L-shaped jump, even over pieces and walls.
    .p3 = King: one square in any direction. Pawn: one square straight in any direction; it captures only diagonally.
rules-race-fields = The fields
    .p1 = { CAPITAL(-start-field(count: 2)) } (outlined in your colour): pieces come in here from the { -start-box }.
    .p2 = { CAPITAL(-blocking-line) } (thick bar in your colour): your pieces may never cross it.
    .p3 = { CAPITAL(-entry-field(count: 2)) } (arrow): the only way into the { -house }. Leftover moves are lost.
    .p4 = { CAPITAL(-pause-field) } of your colour: your piece cannot be captured there.
rules-race-rolling = Rolling
    .p1 = + : { -bring-in(form: "a-piece") } and roll again.  # : { -miss-a-turn }.
    .p2 = Only the last move may capture; the captured piece goes back to its { -start-box }.
    .p3 = With no piece on the track: up to three tries. One { -start-field } must stay free.
rules-race-large = Large game and cards
    .p1 = The white die moves queen, rook, bishop, knight; the orange die moves king and pawn.
    .p2 = { CAPITAL(-covered) } pieces cannot be captured: one of their own pieces could capture the capturer.
    .p3 = Action games: on + or # { -bring-in } or draw a card. Cards saying '{ -active }' mean pieces on the track.

## The chess rules book, written from the chess sets' rule sheets and the children's
## manual, and how to play on the chess screen.

rules-chess-goal = The goal
    .p1 = Chess is for two players, White and Black. They take turns, one piece per move, and White begins.
    .p2 = Your aim is to checkmate the other king: attack him so that he cannot escape.
    .p3 = On this screen, click one of your pieces: dots show where it can go. Click a dot to move there, or the piece again to let go.
    .p4 = Click a square the piece cannot go to, and the panel tells you why, in red.
rules-chess-pieces = The pieces
    .p1 = King: one square in any direction. Queen: straight and diagonal, as far as the squares are free.
    .p2 = Rook: straight only, as far as the squares are free. Bishop: diagonal only, so he always stays on his colour.
    .p3 = Knight: two squares one way and one to the side, like an L. He is the only piece that jumps over others.
    .p4 = A piece captures by moving onto an enemy piece's square; that piece leaves the board. A piece is worth about this many pawns: queen 9, rook 5, bishop 3, knight 3.
rules-chess-pawn = The pawn
    .p1 = A pawn moves one square straight forward and never back. On his first move he may go two squares, if both are free.
    .p2 = He captures only one square diagonally forward; he cannot take a piece straight in front of him.
    .p3 = En passant: when an enemy pawn steps two squares past a square your pawn attacks, your pawn may take it as if it had stepped only one. Only on your very next move.
    .p4 = A pawn that reaches the last row becomes a queen, rook, bishop or knight, as you choose.
rules-chess-castling = Castling and check
    .p1 = Castling: the king moves two squares toward a rook, and the rook jumps over to the square beside him. To castle here, click the king, then the square two steps away.
    .p2 = Castling is allowed only when king and rook have not moved yet, the squares between them are empty, and the king is not in check, does not pass over an attacked square and does not land on one.
    .p3 = Check: the king is attacked. Answer at once: move the king, capture the attacker, or put a piece in between. You may never leave your own king in check.
    .p4 = Checkmate: the king is in check and there is no way out. The game is over, and whoever gave checkmate wins.
rules-chess-draws = Draws
    .p1 = Stalemate: the player to move is not in check but has no move at all. The game is a draw.
    .p2 = The panel's “Offer a draw” asks the other side; if they agree, it is a draw. “Resign” gives them the game.
    .p3 = When the same position comes for the third time, the player to move may press “Claim a draw”.
    .p4 = The game is a draw by itself after 50 moves each without a capture or a pawn move, or when too little is left to checkmate, such as king against king.

## The Yalta rules book, written from the Yalta set's rule sheet and our design of what
## it leaves open (design/yalta.md).

rules-yalta-players = Three players
    .p1 = Yalta is chess for three: White, Black and Red. Each has a king, a queen, two rooks, two bishops, two knights and eight pawns.
    .p2 = White begins, then Black, then Red, then White again. Each turn moves one piece.
    .p3 = The board has six sides and is made of three halves of a chessboard, one for each player. Your back row is your side of the board.
    .p4 = White's queen starts on the light middle square of the back row, Black's on the dark one; Red chooses in the setup.
rules-yalta-middle = Through the middle
    .p1 = The halves meet each other, and every line runs on across the border: a rook can go from your half into a neighbour's.
    .p2 = In the middle, six squares meet. A bishop or queen going diagonally through the middle may choose one of two ways on.
    .p3 = Rook, bishop and queen go as far as the squares are free. King: one square in any direction. Knight: two squares one way and one to the side; he jumps.
    .p4 = Castling works as in chess, and no square the king passes or lands on may be attacked by either other player.
rules-yalta-pawns = Pawns
    .p1 = A pawn walks toward the middle. Past the middle he goes on into a neighbour's half, toward that player's back row.
    .p2 = He steps one square forward, or two from his starting row if both are free. He captures one square diagonally forward.
    .p3 = En passant works as in chess: after a pawn's double step, each of the other two players may take it on their next move.
    .p4 = A pawn that reaches another player's back row becomes a queen, rook, bishop or knight.
rules-yalta-check = Check, mate and draws
    .p1 = A king is never captured. He is in check when a piece of either other player attacks him, and his player must get him out of check.
    .p2 = A player who is in check and has no move when their turn begins is checkmated, and the game ends. The player whose check came first wins.
    .p3 = Before that player's turn comes, the third player may still rescue the king with their move.
    .p4 = It is a draw when a player not in check has no move, when the same position comes for the third time, after 150 moves without a capture or a pawn move, or when only the three kings are left.
