//! *Read to me* on Linux (issue 54): a message the game says really becomes sound
//! through the speech program the game finds at run time. espeak-ng writes what it
//! would say into a WAV file (`-w`), read here: long enough and far from silent.
//! `.ci/run` installs espeak-ng and sets `SSL_REQUIRE_ESPEAK`, so there it cannot be
//! skipped; on a machine without espeak-ng the test says so and passes.

use schachschlamassel::platform::speech::Engine;
use schachschlamassel::said::{BringInRoll, Msg};
use schachschlamassel::speech::speakable;
use words::Lang;

/// The 16-bit samples of a PCM WAV file and its sample rate.
fn pcm(wav: &[u8]) -> (Vec<i16>, u32) {
    assert_eq!(&wav[..4], b"RIFF", "not a WAV file");
    assert_eq!(&wav[8..12], b"WAVE", "not a WAV file");
    let mut at = 12;
    let mut rate = 0;
    while at + 8 <= wav.len() {
        let id = &wav[at..at + 4];
        let size = u32::from_le_bytes(wav[at + 4..at + 8].try_into().unwrap()) as usize;
        let body = &wav[at + 8..(at + 8 + size).min(wav.len())];
        if id == b"fmt " {
            assert_eq!(
                u16::from_le_bytes([body[14], body[15]]),
                16,
                "16-bit samples"
            );
            rate = u32::from_le_bytes(body[4..8].try_into().unwrap());
        }
        if id == b"data" {
            let samples = body
                .chunks_exact(2)
                .map(|b| i16::from_le_bytes([b[0], b[1]]))
                .collect();
            return (samples, rate);
        }
        at += 8 + size + size % 2;
    }
    panic!("the WAV file has no data");
}

#[test]
fn a_message_read_in_french_becomes_audible_sound_through_espeak_ng() {
    let engine = match Engine::find() {
        Some(e @ Engine::Espeak(_)) => e,
        _ => {
            assert!(
                std::env::var_os("SSL_REQUIRE_ESPEAK").is_none(),
                "espeak-ng is not on PATH"
            );
            eprintln!("espeak-ng is not on PATH: nothing to hear here");
            return;
        }
    };
    assert!(
        engine.languages().contains(&Lang::Fr),
        "espeak-ng has a French voice"
    );
    let text = words::say(Lang::Fr, &Msg::NeedPlus("Léa".into(), BringInRoll::Plus, 2));
    let spoken = speakable(Lang::Fr, &text);
    assert!(spoken.contains("d’un plus"), "{spoken}");
    let dir = std::env::temp_dir().join(format!("ssl-speech-audio-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let wav = dir.join("said.wav");
    engine
        .record(Lang::Fr, &spoken, &wav)
        .expect("espeak-ng ran");
    let bytes = std::fs::read(&wav).expect("espeak-ng wrote the file");
    let _ = std::fs::remove_dir_all(&dir);
    let (samples, rate) = pcm(&bytes);
    assert!(rate > 0);
    let seconds = samples.len() as f64 / f64::from(rate);
    // A sentence of some twelve words: seconds of speech, not a click.
    assert!(seconds > 1.5, "only {seconds:.2} s of sound");
    let rms =
        (samples.iter().map(|s| f64::from(*s).powi(2)).sum::<f64>() / samples.len() as f64).sqrt();
    assert!(rms > 300.0, "the sound is silent: RMS {rms:.0}");
}
