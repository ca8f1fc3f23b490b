## Errors in the track game's data files: a board, a card deck, a lesson, a save (src/said/file_errors.rs, save/words.rs and the derives of save/ and platform/).
## Each error is a frame (errors-board, errors-deck-card-at, …: the file, the line) around
## its reason ($reason: one of the messages below, said first).
## Values: $file a file's name or path; numbers $line, $column, $count, $expected,
## $found, $width, $height, $max, $length, $moves, $number, $version, $format,
## $commands; $seat a seat's colour (yellow, green, blue, red: track-seat says it);
## $square a square as (x,y); $cell a character of a board; $text a line of a board;
## $card, $field, $tag, $variant, $level ids as the file writes them; $lang a language
## code (de, en, …); $piece a piece's kind (chess-piece says it); $detail the JSON
## reader's own words, as it says them; $error the system's words; $why why a file
## could not be read (errors-read-…); $differs the parts of a game that differ
## (errors-save-part, $part: setup, board, dice, cards, positions, turn, placings,
## generator).

## Why a file could not be read.

errors-read-missing = there is no such file
errors-read-not-a-file = it is not a regular file (a folder or a device)
errors-read-too-large = it is larger than { $max } MB, too large for a game file
errors-read-not-text = it is not UTF-8 text
errors-read-system = { $error }
errors-read-no-permission = the game may not read it; allow it in the file's permissions
errors-read-folder-is-a-file = the folder it should be in is a file, not a folder

## Why a file could not be written, and what to do (after errors-save-write or files-not-written).

errors-write-folder-is-a-file = the folder it belongs in is a file, not a folder; move that file out of the way, or start the game with --data-dir and another folder
errors-write-no-permission = the game may not write there; allow it in the folder's permissions, or start the game with --data-dir and a folder of your own
errors-write-full = the disk is full; delete files you no longer need, and the game can save again
errors-write-system = { $error }

## A board file.

errors-board = board file { $file }: { $reason }
errors-board-at = board file { $file }, line { $line }, column { $column }: { $reason }
errors-board-io = cannot read the file: { $why }
errors-board-unknown-cell = unknown cell '{ $cell }' (use # . a-d A-D 1-4 w-z, see the comments of the classic board)
errors-board-ragged-row =
    this row has { $found ->
        [one] { $found } cell
       *[other] { $found } cells
    } but the first row has { $expected }: the grid must be rectangular
errors-board-no-rows = the file has no grid rows
errors-board-too-large = the grid is { $width } x { $height }; at most { $max } squares are supported
errors-board-bad-line = cannot read the { -blocking-line } '{ $text }': write 'line S x=X y=Y0..Y1' or 'line S y=Y x=X0..X1'
errors-board-duplicate-line = { track-seat } has a second { -blocking-line }
errors-board-missing-line = { track-seat } has fields but no { -blocking-line }
errors-board-line-without-seat = { track-seat } has a { -blocking-line } but no fields
errors-board-line-off-grid = the { -blocking-line } leaves the grid: its ends must lie within x=0..{ $width } and y=0..{ $height }
errors-board-start-field-count =
    { track-seat } has { $count ->
        [one] { $count } { -start-field }
       *[other] { $count } { -start-field(count: 2) }
    }; it needs exactly 2
errors-board-entry-field-count =
    { track-seat } has { $count ->
        [one] { $count } { -entry-field }
       *[other] { $count } { -entry-field(count: 2) }
    }; it needs exactly 2
errors-board-no-house = { track-seat } has no { -house } squares
errors-board-house-does-not-touch-entry = the { -entry-field } { $square } of { track-seat } does not touch a { -house } square of { track-seat } (orthogonally)
errors-board-house-apart = the { -house } square { $square } of { track-seat } is not joined to its { -house } beside the { -entry-field(count: 2) }
errors-board-pause-walled-in = the { -pause-field } { $square } of { track-seat } has only walls around it; no piece could reach it
errors-board-line-does-not-separate = the { -blocking-line } of { track-seat } does not separate its { -start-field(count: 2) } from its { -entry-field(count: 2) } along the track
errors-board-entry-unreachable = the { -entry-field(count: 2) } of { track-seat } cannot be reached from its { -start-field(count: 2) } without crossing its { -blocking-line }
errors-board-no-pause-field = { track-seat } has no { -pause-field }
errors-board-too-few-seats =
    the board has { $count ->
        [one] { $count } complete seat
       *[other] { $count } complete seats
    }; at least 2 are needed

## A card deck.

errors-deck = card file { $file }: { $reason }
errors-deck-card = card file { $file }, card '{ $card }': { $reason }
errors-deck-at = card file { $file }, line { $line }, column { $column }: { $reason }
errors-deck-card-at = card file { $file }, card '{ $card }', line { $line }, column { $column }: { $reason }
errors-deck-io = cannot read: { $why }
errors-deck-json = { $detail }
errors-deck-unknown-field = unknown field `{ $field }` in a `{ $tag }`
errors-deck-text-too-long = the { $lang } text has { $length } characters; at most { $max } are allowed
errors-deck-empty-text = the { $lang } text is empty
errors-deck-no-language = "text" gives no language
errors-deck-empty-id = the id is empty
errors-deck-duplicate-id = this id is used by another card too
errors-deck-zero-count = count is 0; a card needs at least 1 copy
errors-deck-bad-moves =
    { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }; use 1 to 12
errors-deck-role-not-listed = the effect names the { chess-piece } but "roles" does not list it
errors-deck-empty = the deck has no cards

## The seats of a game.

errors-setup-seat-not-on-board = the board has no seat for { track-seat }
errors-setup-bad-seats = a game needs 2 to 4 different seats
errors-setup-first-not-playing = { track-seat } starts but does not play

## A lesson file.

errors-lesson = lesson file { $file }: { $reason }
errors-lesson-line = lesson file { $file }, line { $line }: { $reason }
errors-lesson-level = lesson file { $file }, level { $level }: { $reason }
errors-lesson-line-level = lesson file { $file }, line { $line }, level { $level }: { $reason }
errors-lesson-json = { $detail }
errors-lesson-json-field = { $field }: { $detail }
errors-lesson-no-course-id = a course needs an id
errors-lesson-no-levels = a course needs levels
errors-lesson-id-twice = the id is used twice
errors-lesson-no-level-id = a level needs an id
errors-lesson-unknown-variant = unknown variant '{ $variant }'
errors-lesson-no-language = a text gives no language
errors-lesson-empty-text = the { $lang } text is empty
errors-lesson-text-too-long = the { $lang } text is too long
errors-lesson-no-such-seat = seat { $number } does not exist
errors-lesson-not-on-track = { $square } is not a track square
errors-lesson-two-pieces = two pieces on { $square }
errors-lesson-kind-twice = a seat has one piece of each kind at most
errors-lesson-no-piece-to-play = { track-seat } has no piece to play
errors-lesson-pips-and-dice = give pips or dice, not both
errors-lesson-no-pips-nor-dice = give pips or dice
errors-lesson-bad-dice = dice are 1 to 12 pips, or "+"
errors-lesson-plus-needs-box = a "+" needs a piece in the { -start-box }, in the small game
errors-lesson-bad-pips = pips are 1 to 12
errors-lesson-zero-par = par is at least 1
errors-lesson-no-stars = a stars goal needs stars
errors-lesson-too-many-stars = a stars goal has at most { $max } stars, not { $count }
errors-lesson-star-off-track = every star lies on the track
errors-lesson-reach-off-track = the square to reach lies on the track
errors-lesson-nothing-to-capture = no other seat's piece on { $square } to capture
errors-lesson-every-square-needs = an every-square goal needs one piece of the seat and pips
errors-lesson-same-par-alone = same_par_because: give it with teaches, the rule whose par it keeps
errors-lesson-same-par-empty = same_par_because: say why, or leave it out
errors-lesson-cover-needs-large = teaches: cover, but only the large game protects { -covered } pieces
errors-lesson-bring-in-needs-plus = teaches: bring_in, but the dice have no "+" to { -bring-in(form: "a-piece") }

## A save file.

errors-save = save file { $file }: { $reason }
errors-save-at = save file { $file }, line { $line }, column { $column }: { $reason }
errors-save-missing = there is no such file
errors-save-io = cannot read it: { $why }
errors-save-write = cannot write it: { $error }
errors-save-truncated = the file ends too early; it was cut off (truncated)
errors-save-garbled = the file is garbled, not valid JSON: { $detail }
errors-save-not-a-save = this is not a saved game (it has no "format" version number)
errors-save-future-version = it was saved in format version { $version } by a newer version of the game; this one reads versions up to { $format }
errors-save-schema = { $detail }
errors-save-stray-field = command { $number }: unknown field `{ $field }` in a `{ $tag }`
errors-save-unknown-field = unknown field `{ $field }`: a saved game has no such field
errors-save-variant-roles = the variant '{ $variant }' must name each piece kind at most once, and at least one
errors-save-die-without-faces = a die in the file has no faces
errors-save-deck = the cards in the file: { $reason }
errors-save-deck-card = card '{ $card }' in the file: { $reason }
errors-save-setup = the game cannot be set up: { $reason }
errors-save-board = the board in the file: { $reason }
errors-save-refused = command { $number } cannot be replayed: the file was changed or comes from an incompatible version. { $reason }
errors-save-mismatch = replaying its { $commands } commands does not reproduce the saved state ({ $differs } differ); the file was changed or comes from an incompatible version
errors-save-part =
    { $part ->
        [setup] setup
        [board] board
        [dice] dice
        [cards] cards
        [positions] piece positions
        [turn] turn
        [placings] placings
       *[generator] dice generator
    }

## The learners' stars file.

errors-progress-unreadable = { $file }: { $why }
errors-progress-not-stars = { $file }: not a stars file: { $detail }
errors-progress-foreign = { $file }: not a stars file of this game; nothing was taken from it.
errors-progress-newer = { $file }: a stars file of version { $version }, from a newer version of the game (this one reads up to version { $newest }); update the game, then gather it again.
errors-progress-too-many-stars = { $file }: { $learner } has { $stars } stars in level { $level }, but a level gives 1 to 3; nothing was taken from this file.
errors-progress-no-learners = { $file }: no learner's stars in it (a guest's stars stay on their own device).
errors-progress-too-big = { $file }: far too big for a stars file; nothing was taken from it.
