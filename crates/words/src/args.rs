//! The values a message is given ([`Args`]): names, numbers, keys it selects on, and
//! messages said first; and [`Arg`], how a message's field becomes one of them.

use crate::{Key, Say};

/// A value handed to a message.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Value {
    /// A name, a move, a file, or a key the message selects on.
    Text(String),
    /// A number: shown as it is, and chosen on by the language's plural rules.
    Number(f64),
    /// Messages said first in the same language, and joined (pieces' names).
    List(Join, Vec<Key>),
}

/// How a list of said messages is joined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Join {
    /// "a, b or c": the last two by the language's `list-or`.
    Or,
    /// "a, b, c".
    Comma,
    /// "a · b · c".
    Dot,
    /// One on each line.
    Lines,
}

/// The values a message is given, by name (`$side`, `$n`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Args(pub(crate) Vec<(&'static str, Value)>);

/// A number a message can be given.
pub trait Number {
    /// The number as Fluent keeps it.
    fn to_f64(self) -> f64;
}

macro_rules! number {
    ($($t:ty)*) => {$(
        impl Number for $t {
            fn to_f64(self) -> f64 {
                self as f64
            }
        }
        impl Arg for $t {
            fn put(&self, args: Args, name: &'static str) -> Args {
                args.number(name, *self)
            }
        }
        impl Sample for $t {
            fn sample() -> Self {
                2
            }
        }
    )*};
}
number!(u8 u16 u32 u64 usize i8 i16 i32 i64);

impl Number for f32 {
    fn to_f64(self) -> f64 {
        f64::from(self)
    }
}

impl Number for f64 {
    fn to_f64(self) -> f64 {
        self
    }
}

impl Args {
    /// No values.
    pub fn new() -> Args {
        Args::default()
    }

    /// With a text: a name, or a key the message selects on.
    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Args {
        self.0.push((name, Value::Text(value.into())));
        self
    }

    /// With a piece of input the message quotes (a field's name, a card's id, a move, a
    /// tag): at most a short excerpt of it ([`crate::quoting::excerpt`]), so that a
    /// 10,000-character value gives one short line.
    pub fn quoted(self, name: &'static str, input: &str) -> Args {
        self.text(name, crate::quoting::excerpt(input))
    }

    /// With a reader's own words (serde's, a parser's), which may quote the input: every
    /// quoted part cut short ([`crate::quoting::shorten_quotes`]).
    pub fn detail(self, name: &'static str, words: &str) -> Args {
        self.text(name, crate::quoting::shorten_quotes(words))
    }

    /// With a number.
    pub fn number(mut self, name: &'static str, value: impl Number) -> Args {
        self.0.push((name, Value::Number(value.to_f64())));
        self
    }

    /// With a list of messages, said in the same language and joined.
    pub fn list(mut self, name: &'static str, join: Join, items: Vec<Key>) -> Args {
        self.0.push((name, Value::List(join, items)));
        self
    }

    /// With a message said first in the same language.
    pub fn said(self, name: &'static str, message: &(impl Say + ?Sized)) -> Args {
        self.list(name, Join::Comma, vec![message.key()])
    }

    /// With a value as its type hands it to a message ([`Arg`]).
    pub fn arg(self, name: &'static str, value: &(impl Arg + ?Sized)) -> Args {
        value.put(self, name)
    }
}

/// A value a message's field hands to the message as `$name`: a text, a number, or the
/// key a message selects on (`#[derive(Selector)]`). `Option`'s `None` is the key
/// `none`, so that the `.ftl` chooses (`[none] …`).
pub trait Arg {
    /// `args` with this value as `name`.
    fn put(&self, args: Args, name: &'static str) -> Args;
}

impl Arg for String {
    fn put(&self, args: Args, name: &'static str) -> Args {
        args.text(name, self.as_str())
    }
}

impl Arg for str {
    fn put(&self, args: Args, name: &'static str) -> Args {
        args.text(name, self)
    }
}

impl Arg for bool {
    fn put(&self, args: Args, name: &'static str) -> Args {
        args.text(name, if *self { "true" } else { "false" })
    }
}

impl<T: Arg + ?Sized> Arg for &T {
    fn put(&self, args: Args, name: &'static str) -> Args {
        (**self).put(args, name)
    }
}

impl<T: Arg> Arg for Option<T> {
    fn put(&self, args: Args, name: &'static str) -> Args {
        match self {
            Some(v) => v.put(args, name),
            None => args.text(name, "none"),
        }
    }
}

/// Values of a type, for the tests that say every message of an enum in every language:
/// `#[derive(Say)]` gives every message enum [`Sample::samples`], each variant with its
/// fields' [`Sample::sample`], and again with each field through all its samples (every
/// seat, every piece's kind, `None` and `Some`), so that every choice of a `.ftl`
/// select is said.
pub trait Sample: Sized {
    /// A value.
    fn sample() -> Self;

    /// The values worth saying: by default the one [`Sample::sample`]; a selector's
    /// every key.
    fn samples() -> Vec<Self> {
        vec![Self::sample()]
    }
}

impl Sample for String {
    fn sample() -> Self {
        "Anna".into()
    }
}

impl Sample for bool {
    fn sample() -> Self {
        true
    }

    /// Both: a message that selects on a switch says both of its texts.
    fn samples() -> Vec<Self> {
        vec![true, false]
    }
}

impl<T: Sample> Sample for Option<T> {
    fn sample() -> Self {
        Some(T::sample())
    }

    fn samples() -> Vec<Self> {
        let mut all = vec![None];
        all.extend(T::samples().into_iter().map(Some));
        all
    }
}

impl<T: Sample> Sample for Vec<T> {
    fn sample() -> Self {
        vec![T::sample()]
    }
}

impl<T: Sample> Sample for Box<T> {
    fn sample() -> Self {
        Box::new(T::sample())
    }
}

impl<A: Sample, B: Sample> Sample for (A, B) {
    fn sample() -> Self {
        (A::sample(), B::sample())
    }
}
