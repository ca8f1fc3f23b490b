use schachschlamassel::rules::{board::Board, geometry::Square, pieces::*};
#[test]
fn laps() {
    let b = Board::classic();
    for role in [Role::Queen, Role::Bishop, Role::King, Role::Knight, Role::Pawn] {
        let m = b.moves_home(Seat(0), role);
        println!("{role}");
        for y in 12..17u8 { for x in 3..13u8 { let v = m[b.index(Square::new(x,y))]; if v==u16::MAX {print!("  --")} else {print!("{:4}", v)} } println!(); }
    }
}
