//! The rule lab's window (issue 32). On this branch only the pictures of "Try it".

// Until the lab's screen calls it.
#[allow(dead_code)]
pub(in crate::ui) mod pictures;
