// The game's own JS for the browser build, loaded after mq_js_bundle.js and
// sapp_jsutils.js (whose js_object / get_js_object it uses). Two miniquad plugins:
//  - quad_storage: the functions the quad-storage crate imports, on window.localStorage;
//  - ssl_web: the browser's language, and what is on screen for the browser test.
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
    version: 1,
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
                if (f) f.text().then((t) => { window.sslOpened = JSON.stringify({ name: f.name, text: t }); });
            };
            input.click();
        };
        env.ssl_take_opened = () => {
            const o = window.sslOpened;
            window.sslOpened = null;
            return js_object(o || "");
        };
        env.ssl_show_status = (s) => {
            if (window.sslFirstFrameMs === undefined) {
                window.sslFirstFrameMs = performance.now();
                document.getElementById("loading")?.remove();
            }
            window.sslStatus = get_js_object(s);
            showKeyBar(JSON.parse(window.sslStatus).keys || []);
        };
    },
});

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
    if (bar.hidden === show) {
        // The canvas gives the bar its strip (or takes it back); miniquad learns the new
        // size from a resize event, sent after this frame (the game is in the middle of
        // one now, and miniquad's handlers must not run inside it).
        bar.hidden = !show;
        document.body.classList.toggle("keys", show);
        setTimeout(() => window.dispatchEvent(new Event("resize")), 0);
    }
}

function sendKey(code) {
    const canvas = document.getElementById("glcanvas");
    canvas.focus();
    canvas.dispatchEvent(new KeyboardEvent("keydown", { code: code, bubbles: true }));
    setTimeout(() => canvas.dispatchEvent(new KeyboardEvent("keyup", { code: code, bubbles: true })), 60);
}
