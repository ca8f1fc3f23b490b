use schachschlamassel::rules::{board::Board, geometry::Square, pieces::*};
#[test]
fn laps() {
    let b = Board::classic();
    for seat in Seat::ALL {
        for role in Role::ALL {
            let m = b.moves_home(seat, role);
            let l = b.seat(seat).unwrap();
            print!("{seat} {role}: ");
            for s in l.start { print!("{} ", m[b.index(s)]); }
            println!();
        }
    }
    let _ = Square::new(0,0);
}
