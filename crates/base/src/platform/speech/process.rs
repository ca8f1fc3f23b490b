//! The Linux voice: a speech program found on `PATH` when the game starts, run as a
//! process with the language's code. espeak-ng first (`espeak-ng -v fr`, its text on
//! standard input; a new message kills the one being read), else speech-dispatcher's
//! `spd-say -l fr -P text` (a new message of priority *text* cuts off the old one).
//! Nothing of it is needed to build the game; without either program it stays silent.
//!
//! Which languages have a voice is asked once, on a thread of its own (`espeak-ng
//! --voices`, `spd-say -L`), so that no frame waits for it; until it answers,
//! [`Voice::has_voice`] says `None`.

use super::Voice;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use words::Lang;

/// A speech program of the system.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Engine {
    /// espeak-ng, at this path.
    Espeak(PathBuf),
    /// speech-dispatcher's `spd-say`, at this path.
    SpeechDispatcher(PathBuf),
}

/// The first of `names` that is an executable file in one of the `PATH` folders.
fn on_path(names: &[&str]) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    let folders: Vec<PathBuf> = std::env::split_paths(&path).collect();
    names.iter().find_map(|name| {
        folders
            .iter()
            .map(|dir| dir.join(name))
            .find(|p| is_executable(p))
    })
}

fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// The language code a speech program knows a language by (`nb` for Norwegian Bokmål).
pub fn voice_code(lang: Lang) -> &'static str {
    match lang {
        Lang::No => "nb",
        other => other.code(),
    }
}

/// The languages of a voice list (`espeak-ng --voices`, `spd-say -L`): the second
/// column of each line after the heading (`fr-fr`, `nb`, `pt-br`, `de`).
pub fn languages_of_list(list: &str) -> Vec<Lang> {
    let mut langs = vec![];
    for line in list.lines().skip(1) {
        let Some(code) = line.split_whitespace().nth(1) else {
            continue;
        };
        if let Some(lang) = Lang::parse(code) {
            if !langs.contains(&lang) {
                langs.push(lang);
            }
        }
    }
    langs
}

impl Engine {
    /// The speech program on `PATH`: espeak-ng (or espeak), else `spd-say`.
    pub fn find() -> Option<Engine> {
        on_path(&["espeak-ng", "espeak"])
            .map(Engine::Espeak)
            .or_else(|| on_path(&["spd-say"]).map(Engine::SpeechDispatcher))
    }

    /// The languages it has a voice for (it is asked, and waited for).
    pub fn languages(&self) -> Vec<Lang> {
        let (program, arg) = match self {
            Engine::Espeak(p) => (p, "--voices"),
            Engine::SpeechDispatcher(p) => (p, "-L"),
        };
        let out = Command::new(program)
            .arg(arg)
            .stdin(Stdio::null())
            .stderr(Stdio::null())
            .output();
        match out {
            Ok(o) if o.status.success() => languages_of_list(&String::from_utf8_lossy(&o.stdout)),
            _ => vec![],
        }
    }

    /// The command that reads a text in `lang` (espeak-ng reads it from standard input;
    /// `spd-say` from its last argument).
    fn command(&self, lang: Lang, text: &str) -> Command {
        match self {
            Engine::Espeak(p) => {
                let mut c = Command::new(p);
                c.args(["-v", voice_code(lang)]).stdin(Stdio::piped());
                c
            }
            Engine::SpeechDispatcher(p) => {
                let mut c = Command::new(p);
                c.args(["-l", voice_code(lang), "-P", "text", "--", text])
                    .stdin(Stdio::null());
                c
            }
        }
    }

    /// Starts reading `text` in `lang`.
    ///
    /// # Errors
    /// The program could not be started.
    pub fn start(&self, lang: Lang, text: &str) -> std::io::Result<Child> {
        let mut child = self
            .command(lang, text)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()?;
        if let (Engine::Espeak(_), Some(mut input)) = (self, child.stdin.take()) {
            // A text longer than the pipe holds is written whole before this returns:
            // the game's texts are a few lines.
            let _ = input.write_all(text.as_bytes());
        }
        Ok(child)
    }

    /// Reads `text` in `lang` into a WAV file rather than aloud (espeak-ng's `-w`), and
    /// waits for it: what the CI checks to know a message really becomes sound.
    ///
    /// # Errors
    /// Not espeak-ng, or it could not be run or failed.
    pub fn record(&self, lang: Lang, text: &str, wav: &Path) -> std::io::Result<()> {
        let Engine::Espeak(_) = self else {
            return Err(std::io::ErrorKind::Unsupported.into());
        };
        let mut c = self.command(lang, text);
        c.arg("-w").arg(wav).stdout(Stdio::null());
        let mut child = c.spawn()?;
        if let Some(mut input) = child.stdin.take() {
            input.write_all(text.as_bytes())?;
        }
        let status = child.wait()?;
        if status.success() {
            Ok(())
        } else {
            Err(std::io::Error::other(status.to_string()))
        }
    }
}

/// The voice of a speech program on `PATH` (see the module).
pub struct ProcessVoice {
    engine: Option<Engine>,
    /// The languages with a voice, once the thread asking for them has answered.
    langs: Option<Vec<Lang>>,
    answer: Option<Receiver<Vec<Lang>>>,
    /// The message being read by espeak-ng.
    reading: Option<Child>,
}

impl ProcessVoice {
    /// The speech program found on `PATH`, its languages asked on a thread.
    pub fn find() -> ProcessVoice {
        ProcessVoice::with(Engine::find())
    }

    /// The voice of this program (`None`: silent, no language).
    pub fn with(engine: Option<Engine>) -> ProcessVoice {
        let answer = engine.clone().map(|e| {
            let (tx, rx) = channel();
            std::thread::spawn(move || {
                let _ = tx.send(e.languages());
            });
            rx
        });
        ProcessVoice {
            langs: engine.is_none().then(Vec::new),
            engine,
            answer,
            reading: None,
        }
    }
}

impl Voice for ProcessVoice {
    fn speak(&mut self, lang: Lang, text: &str) {
        self.stop();
        if let Some(e) = &self.engine {
            self.reading = e.start(lang, text).ok();
        }
    }

    fn stop(&mut self) {
        if let Some(mut child) = self.reading.take() {
            // Killing one that has finished fails harmlessly; waiting leaves no zombie.
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    fn has_voice(&mut self, lang: Lang) -> Option<bool> {
        if self.langs.is_none() {
            match self.answer.as_ref().map(|rx| rx.try_recv()) {
                Some(Ok(langs)) => self.langs = Some(langs),
                Some(Err(std::sync::mpsc::TryRecvError::Empty)) => {}
                // The thread is gone without an answer: no voice.
                _ => self.langs = Some(vec![]),
            }
        }
        self.langs.as_ref().map(|l| l.contains(&lang))
    }
}

impl Drop for ProcessVoice {
    fn drop(&mut self) {
        self.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_voice_list_gives_the_languages_of_its_second_column() {
        let espeak =
            "Pty Language       Age/Gender VoiceName          File                 Other Languages
 5  de              --/M      German             gmw/de
 5  fr-fr           --/M      French_(France)    roa/fr               (fr 5)
 5  nb              --/M      Norwegian_Bokmål  gmq/nb               (no 5)
 5  pt-br           --/M      Portuguese_(Brazil) roa/pt-BR            (pt 6)
 5  ka              --/M      Georgian           ccs/ka";
        assert_eq!(
            languages_of_list(espeak),
            [Lang::De, Lang::Fr, Lang::No, Lang::Pt]
        );
        let spd = "     NAME                    LANGUAGE        VARIANT
         italian                   it           none
         english                   en           none";
        assert_eq!(languages_of_list(spd), [Lang::It, Lang::En]);
        assert_eq!(languages_of_list("Pty Language\n"), []);
    }

    #[test]
    fn norwegian_is_asked_for_by_its_bokmal_code_the_rest_by_their_own() {
        assert_eq!(voice_code(Lang::No), "nb");
        assert_eq!(voice_code(Lang::Fr), "fr");
        assert_eq!(voice_code(Lang::Pt), "pt");
    }

    #[test]
    fn without_a_speech_program_there_is_no_voice_and_speaking_does_nothing() {
        let mut v = ProcessVoice::with(None);
        assert_eq!(v.has_voice(Lang::De), Some(false));
        v.speak(Lang::De, "Hallo");
        assert!(v.reading.is_none());
    }
}
