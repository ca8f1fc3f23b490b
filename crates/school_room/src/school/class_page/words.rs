//! The class page's words for handing stars over and gathering them (issue 58):
//! `StarsMsg`, its id `school-stars-` and the variant in kebab case; the words are in
//! `assets/i18n/<language>/school.ftl`.

/// A text of the class page's hand-over and gathering of stars.
#[derive(words::Say, Clone, Debug, PartialEq, Eq)]
#[say(prefix = "school-stars-")]
pub enum StarsMsg {
    /// The button (and key H) that hands this device's stars over as a file.
    HandOver,
    /// The button (and key G) that gathers the stars files of the class.
    Gather,
    /// The stars were written into a file on this computer.
    HandedOver {
        /// How many learners' stars the file holds.
        count: usize,
        /// The file's path.
        file: String,
    },
    /// The stars were handed to the browser as a download.
    Downloaded {
        /// How many learners' stars the file holds.
        count: usize,
        /// The download's name.
        file: String,
    },
    /// No learner with a name is on this device.
    NothingToHandOver,
    /// The browser's file chooser is open.
    Choose,
    /// The desktop's folder of stars files holds none, and no file was dropped.
    FolderEmpty {
        /// The folder.
        folder: String,
    },
    /// Stars files were gathered.
    Gathered {
        /// How many files were taken.
        files: usize,
        /// How many learners the class has now.
        learners: usize,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_of_handing_over_and_gathering_is_said_in_every_language() {
        assert_eq!(words::unsaid::<StarsMsg>(), [] as [String; 0]);
    }
}
