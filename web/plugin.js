// The game's own JS for the browser build, loaded after mq_js_bundle.js and
// sapp_jsutils.js (whose js_object / get_js_object it uses). Two miniquad plugins:
//  - quad_storage: the functions the quad-storage crate imports, on window.localStorage;
//  - ssl_web: the browser's language, what is on screen for the browser test, downloads,
//    the file chooser, the text field laid over the game's name box, and the voice that
//    reads the game's texts aloud (speechSynthesis).
"use strict";

miniquad_add_plugin({
    name: "quad_storage",
    // quad-storage-sys 0.1.0, as its quad_storage_crate_version() reports it.
    version: (0 << 24) + (1 << 16) + 0,
    register_plugin: function (importObject) {
        const env = importObject.env;
        env.quad_storage_length = () => localStorage.length;
        env.quad_storage_has_key = (i) => (localStorage.key(i) !== null ? 1 : 0);
        env.quad_storage_key = (i) => js_object(localStorage.key(i));
        env.quad_storage_has_value = (k) => (localStorage.getItem(get_js_object(k)) !== null ? 1 : 0);
        env.quad_storage_get = (k) => js_object(localStorage.getItem(get_js_object(k)));
        env.quad_storage_set = (k, v) => {
            try {
                localStorage.setItem(get_js_object(k), get_js_object(v));
            } catch (e) {
                console.error("local storage: cannot store " + get_js_object(k) + ": " + e);
            }
        };
        env.quad_storage_remove = (k) => localStorage.removeItem(get_js_object(k));
        env.quad_storage_clear = () => localStorage.clear();
    },
});

miniquad_add_plugin({
    name: "ssl_web",
    // src/platform/browser.rs's ssl_web_crate_version(): the two change together.
    version: 3,
    // When the .wasm is ready and its main() starts (web/first_frame.py reports it).
    on_init: function () { window.sslMainMs = performance.now(); },
    register_plugin: function (importObject) {
        const env = importObject.env;
        // Every language the page is given, in order ("fr-CH,fr,de"): the game takes the
        // first one it has.
        env.ssl_browser_language = () =>
            js_object((navigator.languages && navigator.languages.length
                ? navigator.languages : [navigator.language || ""]).join(","));
        // The audio context when the first sound is handed over, not at macroquad's
        // start: creating it (macroquad's audio_init makes two) held back the first frame
        // (issue 33). The game hands its sounds over after its first frame; every other
        // audio call needs a sound handed over first.
        const audioInit = env.audio_init;
        const addBuffer = env.audio_add_buffer;
        if (audioInit && addBuffer) {
            let audioReady = false;
            env.audio_init = () => {};
            env.audio_add_buffer = function () {
                if (!audioReady) {
                    audioReady = true;
                    audioInit();
                }
                return addBuffer.apply(this, arguments);
            };
        }
        // Counts the sounds started (macroquad's audio plugin registered before this
        // one), so that the browser test can tell that the game makes sounds.
        const play = env.audio_play_buffer;
        window.sslSoundsPlayed = 0;
        if (play) {
            env.audio_play_buffer = function () {
                window.sslSoundsPlayed += 1;
                return play.apply(this, arguments);
            };
        }
        // The files the game fetches beside the page (the font, the languages) come
        // through web/loader.js's sslFile: packed, of this page's version, or out of the
        // single file (issue 58). macroquad's own loader (an XMLHttpRequest of the plain
        // file) is left where there is none.
        if (window.sslFile && env.fs_load_file) {
            env.fs_load_file = (ptr, len) => {
                const path = UTF8ToString(ptr, len);
                const id = FS.unique_id;
                FS.unique_id += 1;
                window.sslFile(path).then(
                    (bytes) => { FS.loaded_files[id] = bytes; },
                    (e) => {
                        console.warn(path + ": " + e);
                        FS.loaded_files[id] = null;
                    },
                ).then(() => wasm_exports.file_loaded(id));
                return id;
            };
        }
        // "Save as" in a page: the saved game as a file the browser downloads. The
        // browser test counts them.
        window.sslDownloads = 0;
        env.ssl_download = (name, text) => {
            const a = document.createElement("a");
            a.href = URL.createObjectURL(new Blob([get_js_object(text)], { type: "text/plain" }));
            a.download = get_js_object(name);
            document.body.appendChild(a);
            a.click();
            a.remove();
            setTimeout(() => URL.revokeObjectURL(a.href), 10000);
            window.sslDownloads += 1;
            window.sslLastDownload = { name: get_js_object(name), text: get_js_object(text) };
        };
        // "Open a game" in a page: the browser's file chooser; the chosen file waits in
        // window.sslOpened until the game takes it (each frame asks).
        window.sslOpened = null;
        env.ssl_open_file = () => {
            const input = document.createElement("input");
            input.type = "file";
            input.accept = ".pgn,.json,.txt";
            input.onchange = () => {
                const f = input.files[0];
                if (!f) return;
                f.arrayBuffer().then((bytes) => {
                    // UTF-8, a byte-order mark dropped; a PGN file that is not UTF-8 is
                    // Latin-1, the PGN standard's own character set, read as chess programs
                    // and the desktop game read it (chess::pgn::decode: Windows-1252).
                    let t;
                    try {
                        t = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
                    } catch (e) {
                        const pgn = /\.pgn$/i.test(f.name);
                        t = new TextDecoder(pgn ? "windows-1252" : "utf-8").decode(bytes);
                    }
                    window.sslOpened = JSON.stringify({ name: f.name, text: t });
                });
            };
            input.click();
        };
        // "Gather stars" on the class page (issue 58): several files at once; once all
        // are read they wait in window.sslOpenedQueue, and the game takes one a call.
        window.sslOpenedQueue = [];
        env.ssl_open_files = () => {
            const input = document.createElement("input");
            input.type = "file";
            input.multiple = true;
            input.accept = ".json";
            input.onchange = () => {
                const read = Array.from(input.files).map((f) =>
                    f.text().then((t) => JSON.stringify({ name: f.name, text: t })));
                Promise.all(read).then((all) => window.sslOpenedQueue.push(...all));
            };
            input.click();
        };
        env.ssl_take_opened = () => {
            const o = window.sslOpened || window.sslOpenedQueue.shift();
            window.sslOpened = null;
            return js_object(o || "");
        };
        // The name box (src/ui/shell/name_entry.rs): the page's text field over it.
        env.ssl_name_field = (spec) => showNameField(get_js_object(spec));
        env.ssl_name_field_news = () => js_object(nameFieldNews());
        // Read to me (issue 54; src/platform/speech/browser.rs): a text read by the
        // page's speechSynthesis with a voice of its language, never another's.
        env.ssl_has_voice = (code) => speechVoiceState(get_js_object(code));
        env.ssl_speak = (code, text) => speak(get_js_object(code), get_js_object(text));
        env.ssl_speech_stop = () => window.speechSynthesis && window.speechSynthesis.cancel();
        env.ssl_show_status = (s) => {
            if (window.sslFirstFrameMs === undefined) {
                window.sslFirstFrameMs = performance.now();
                document.getElementById("loading")?.remove();
                // The service worker keeps the page's files from now on (web/loader.js).
                window.sslOnFirstFrame?.();
            }
            window.sslStatus = get_js_object(s);
            showKeyBar(JSON.parse(window.sslStatus).keys || []);
        };
    },
});

// Read to me: the browser loads its voices after the page (Chromium says so with
// "voiceschanged"); until then getVoices() is empty. A browser without any voice may
// never say so: three seconds after the page started, an empty list is the answer.
let voicesSettled = false;
if (window.speechSynthesis) {
    window.speechSynthesis.addEventListener?.("voiceschanged", () => { voicesSettled = true; });
}
setTimeout(() => { voicesSettled = true; }, 3000);

// The voice of a language (the game's code: "fr"; Norwegian "no" is also "nb" or
// "nn"): the system's default voice if it speaks the language, else its first voice of
// it; null if it has none.
function voiceFor(code) {
    const synth = window.speechSynthesis;
    if (!synth) return null;
    const codes = code === "no" ? ["no", "nb", "nn"] : [code];
    const ofLang = (v) => codes.includes((v.lang || "").toLowerCase().split(/[-_]/)[0]);
    const voices = synth.getVoices().filter(ofLang);
    return voices.find((v) => v.default) || voices[0] || null;
}

// 1: a voice of the language; 0: none; 2: not known yet (the voices still loading).
function speechVoiceState(code) {
    if (!window.speechSynthesis) return 0;
    if (voiceFor(code)) return 1;
    return voicesSettled || window.speechSynthesis.getVoices().length > 0 ? 0 : 2;
}

// Reads a text with a voice of its language, cutting off the one being read.
function speak(code, text) {
    const synth = window.speechSynthesis;
    const voice = voiceFor(code);
    if (!synth || !voice) return;
    synth.cancel();
    const u = new SpeechSynthesisUtterance(text);
    u.voice = voice;
    u.lang = voice.lang;
    synth.speak(u);
}

// The key bar: the actions of the screen that only a key reaches (the game lists them in
// its status), as buttons that send that key to the canvas, so that a tablet or an
// interactive whiteboard needs no keyboard. It takes a strip below the canvas.
let shownKeys = "";
function showKeyBar(keys) {
    const wanted = JSON.stringify(keys);
    if (wanted === shownKeys) {
        return;
    }
    shownKeys = wanted;
    const bar = document.getElementById("keybar");
    bar.replaceChildren();
    for (const k of keys) {
        const b = document.createElement("button");
        b.textContent = k.label;
        b.dataset.code = k.code;
        b.addEventListener("click", (e) => {
            e.preventDefault();
            sendKey(k.code);
        });
        bar.appendChild(b);
    }
    const show = keys.length > 0;
    if (show) {
        bar.hidden = false;
        fitKeyBar(bar);
    }
    if (document.body.classList.contains("keys") !== show) {
        // The canvas gives the bar its strip (or takes it back); miniquad learns the new
        // size from a resize event, sent after this frame (the game is in the middle of
        // one now, and miniquad's handlers must not run inside it).
        bar.hidden = !show;
        document.body.classList.toggle("keys", show);
        setTimeout(() => window.dispatchEvent(new Event("resize")), 0);
    }
}

// Every key of the bar whole on its one row, at 800x600 and upright on a tablet too:
// the words at 3vh where they fit, else smaller down to 2.5vh (1/40 of the height), the
// buttons' sides narrower first.
function fitKeyBar(bar) {
    const fits = () => {
        let w = 0;
        for (const b of bar.children) {
            w += b.getBoundingClientRect().width;
        }
        const gap = parseFloat(getComputedStyle(bar).columnGap) || 0;
        return w + gap * Math.max(bar.children.length - 1, 0) <= bar.clientWidth - 4;
    };
    for (const [font, pad] of [["3vh", "2.5vw"], ["3vh", "1vw"], ["2.75vh", "1vw"], ["2.5vh", "1vw"]]) {
        bar.style.setProperty("--key-font", font);
        bar.style.setProperty("--key-pad", pad);
        if (fits()) {
            return;
        }
    }
}
window.addEventListener("resize", () => {
    const bar = document.getElementById("keybar");
    if (bar && !bar.hidden) {
        fitKeyBar(bar);
    }
});

function sendKey(code) {
    // A key of the bar is a press outside the name box: it keeps the name and goes on.
    nameFieldEnd("outside");
    const canvas = document.getElementById("glcanvas");
    canvas.focus();
    canvas.dispatchEvent(new KeyboardEvent("keydown", { code: code, bubbles: true }));
    setTimeout(() => canvas.dispatchEvent(new KeyboardEvent("keyup", { code: code, bubbles: true })), 60);
}

// The name field: while the game asks for a name (a learner's, a player's, a rule set's),
// a real text field of the page lies over the field of the game's name box, so that a
// tablet's on-screen keyboard opens on it and types into it (the canvas takes no text).
// The game says where it lies (ssl_name_field, in the canvas's pixels; "" hides it) and
// reads each frame what it holds and how it ended (ssl_name_field_news): Enter (or the
// on-screen keyboard's Done, or Tab) keeps the name, Esc drops it; a tap on the canvas
// is the game's to judge, a press of the key bar keeps the name and goes on.
let nameSerial = null;
let nameEnded = null;
let nameOpenedAt = 0;
// When the last touch on the canvas began: the tap that opened the field began before
// the field was there, and its end (a user gesture, which a tablet needs before it
// shows its keyboard) focuses the field again.
let touchBegan = 0;

function nameInput() {
    let input = document.getElementById("namefield");
    if (input) return input;
    input = document.createElement("input");
    input.id = "namefield";
    input.type = "text";
    input.hidden = true;
    input.autocomplete = "off";
    input.spellcheck = false;
    input.setAttribute("autocapitalize", "words");
    input.setAttribute("autocorrect", "off");
    input.setAttribute("enterkeyhint", "done");
    input.addEventListener("keydown", (e) => {
        const end = { Enter: "done", Tab: "done", Escape: "cancel" }[e.key];
        if (end) {
            e.preventDefault();
            nameFieldEnd(end);
        }
    });
    // While the box is up the field keeps the keyboard's focus (a click on the box
    // beside it would give it to the canvas, which takes no text).
    input.addEventListener("blur", () => {
        setTimeout(() => {
            if (nameSerial !== null && !input.hidden) input.focus({ preventScroll: true });
        }, 0);
    });
    document.body.appendChild(input);
    const canvas = document.getElementById("glcanvas");
    canvas.addEventListener("touchstart", () => { touchBegan = performance.now(); }, true);
    canvas.addEventListener("touchend", () => {
        if (nameSerial !== null && touchBegan < nameOpenedAt && document.activeElement !== input) {
            input.focus({ preventScroll: true });
        }
    }, true);
    return input;
}

function showNameField(specText) {
    const input = nameInput();
    if (!specText) {
        if (nameSerial !== null) {
            nameSerial = null;
            nameEnded = null;
            const had = document.activeElement === input;
            input.hidden = true;
            if (had) document.getElementById("glcanvas").focus({ preventScroll: true });
        }
        return;
    }
    const spec = JSON.parse(specText);
    const canvas = document.getElementById("glcanvas");
    const c = canvas.getBoundingClientRect();
    const k = canvas.width > 0 ? c.width / canvas.width : 1;
    Object.assign(input.style, {
        left: c.left + spec.x * k + "px",
        top: c.top + spec.y * k + "px",
        width: spec.w * k + "px",
        height: spec.h * k + "px",
        fontSize: spec.size * k + "px",
        padding: "0 " + spec.pad * k + "px",
    });
    input.maxLength = spec.max;
    if (spec.serial !== nameSerial) {
        // A new name: the field starts with the game's text, the caret at its end.
        nameSerial = spec.serial;
        nameEnded = null;
        nameOpenedAt = performance.now();
        input.value = spec.text;
        input.hidden = false;
        input.focus({ preventScroll: true });
        input.setSelectionRange(input.value.length, input.value.length);
    }
}

function nameFieldEnd(end) {
    if (nameSerial !== null && nameEnded === null) nameEnded = end;
}

function nameFieldNews() {
    if (nameSerial === null) return "";
    const news = { serial: nameSerial, text: nameInput().value, end: nameEnded };
    nameEnded = null;
    return JSON.stringify(news);
}
nameInput();
