//! Games for the tests of saves: a game of computers stopped part way, as a save.

use schachschlamassel::save::SaveGame;
use track::bots::BotKind;
use track::State;

/// The game from `start` stopped after `n` commands, every seat played by the greedy
/// computer, as a save with the state it came to (fewer commands if it ends first).
pub fn stopped_after(start: State, n: usize) -> (SaveGame, State) {
    let mut state = start;
    let mut save = SaveGame::new(&state, &[]);
    let mut bot = BotKind::Greedy.make();
    for _ in 0..n {
        let Some(cmd) = bot.choose(&state) else { break };
        state.play(&cmd).unwrap();
        save.record(&cmd, &state);
    }
    (save, state)
}
