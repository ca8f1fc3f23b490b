//! The fence between screens: what was pressed for one screen never reaches the next.

/// The fence between screens: whatever was pressed or queued before a screen
/// changed is dropped, so a key press never carries over to the next screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct InputFence {
    fenced: bool,
}

impl InputFence {
    /// The screen just changed: drop what is still queued.
    pub fn screen_changed(&mut self) {
        self.fenced = true;
    }

    /// The inputs of a frame that reach the screen: none in the first frame after a
    /// change (they were typed for the old screen), all of them afterwards.
    pub fn admit<T>(&mut self, inputs: Vec<T>) -> Vec<T> {
        if std::mem::take(&mut self.fenced) {
            vec![]
        } else {
            inputs
        }
    }

    /// Whether this frame's input is still fenced off.
    pub fn is_fenced(&self) -> bool {
        self.fenced
    }
}
