//! `#[derive(Say)]` and `#[derive(Selector)]`: a message enum's words by the names of
//! its variants, so that a new message is a variant and its lines in the `.ftl` files.
//!
//! ```text
//! #[derive(Say)]
//! #[say(prefix = "track-")]
//! enum Msg {
//!     ChooseSwap,                         // track-choose-swap
//!     #[say(args(name, piece))]
//!     CameHome(String, Role),             // track-came-home, $name and $piece
//!     #[say(id = "track-card-in-words")]
//!     Card { #[say(name = "card-id", quoted)] id: String },
//!     #[say(with = rolled_key)]
//!     Rolled(Face, Option<u8>),           // a function of the owner's gives the key
//! }
//! ```
//!
//! Variant attributes: `id = "…"` (the whole id), `args(a, b)` (a tuple variant's
//! values' names), `with = path` (`fn(&Self) -> words::Key` says it). Field attributes:
//! `name = "…"` (a named field's value's name; by default the field's name in kebab
//! case), `quoted` (input, cut short), `detail` (a reader's words, quotes cut short),
//! `said` (a message, said first), `skip` (not handed to the message), `sample = expr`
//! (the field's value in the tests' samples, for a type without `words::Sample`).
//!
//! Each message enum also gets `words::Sample`: every variant with its fields' samples,
//! and again with each field through all its samples, for the tests that say every
//! message in every language.

use proc_macro::TokenStream;
use proc_macro2::TokenStream as Tokens;
use quote::{format_ident, quote};
use syn::{
    parse_macro_input, Attribute, Data, DeriveInput, Expr, Fields, Ident, LitStr, Path, Variant,
};

/// `#[derive(Say)]` on a message enum: see the crate's documentation.
#[proc_macro_derive(Say, attributes(say))]
pub fn derive_say(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    say(&input)
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}

/// `#[derive(Selector)]` on an enum of unit variants a message selects on: its key is
/// the variant's name in kebab case (`#[say(key = "…")]` on a variant for another), and
/// every variant is a sample.
#[proc_macro_derive(Selector, attributes(say))]
pub fn derive_selector(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    selector(&input)
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}

/// `VeryFast` → `very-fast`; `victim_role` → `victim-role`.
fn kebab(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c == '_' {
            out.push('-');
        } else if c.is_uppercase() {
            if i > 0 && !out.ends_with('-') {
                out.push('-');
            }
            out.extend(c.to_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// What `#[say(…)]` on the enum, a variant or a field says.
#[derive(Default)]
struct Said {
    prefix: Option<String>,
    id: Option<String>,
    key: Option<String>,
    args: Option<Vec<Ident>>,
    with: Option<Path>,
    name: Option<String>,
    quoted: bool,
    detail: bool,
    said: bool,
    skip: bool,
    sample: Option<Expr>,
}

fn attributes(attrs: &[Attribute]) -> syn::Result<Said> {
    let mut said = Said::default();
    for attr in attrs.iter().filter(|a| a.path().is_ident("say")) {
        attr.parse_nested_meta(|meta| {
            let p = &meta.path;
            if p.is_ident("prefix") {
                said.prefix = Some(meta.value()?.parse::<LitStr>()?.value());
            } else if p.is_ident("id") {
                said.id = Some(meta.value()?.parse::<LitStr>()?.value());
            } else if p.is_ident("key") {
                said.key = Some(meta.value()?.parse::<LitStr>()?.value());
            } else if p.is_ident("name") {
                said.name = Some(meta.value()?.parse::<LitStr>()?.value());
            } else if p.is_ident("with") {
                said.with = Some(meta.value()?.parse::<Path>()?);
            } else if p.is_ident("sample") {
                said.sample = Some(meta.value()?.parse::<Expr>()?);
            } else if p.is_ident("args") {
                let mut names = vec![];
                meta.parse_nested_meta(|n| {
                    names.push(n.path.require_ident()?.clone());
                    Ok(())
                })?;
                said.args = Some(names);
            } else if p.is_ident("quoted") {
                said.quoted = true;
            } else if p.is_ident("detail") {
                said.detail = true;
            } else if p.is_ident("said") {
                said.said = true;
            } else if p.is_ident("skip") {
                said.skip = true;
            } else {
                return Err(meta.error("unknown say attribute"));
            }
            Ok(())
        })?;
    }
    Ok(said)
}

/// One field of a variant: its binding, the value's name, how it is handed over, and
/// its samples.
struct Field {
    bind: Ident,
    member: Tokens,
    put: Tokens,
    sample: Tokens,
    samples: Tokens,
    ty: syn::Type,
}

fn fields(v: &Variant, said: &Said) -> syn::Result<Vec<Field>> {
    let mut out = vec![];
    let names = said.args.clone().unwrap_or_default();
    let mut n_args = 0;
    for (i, f) in v.fields.iter().enumerate() {
        let fa = attributes(&f.attrs)?;
        let bind = format_ident!("f{}", i);
        let (member, default_name) = match &f.ident {
            Some(id) => (
                quote!(#id),
                Some(kebab(id.to_string().trim_start_matches("r#"))),
            ),
            None => {
                let index = syn::Index::from(i);
                let name = if fa.skip {
                    None
                } else {
                    n_args += 1;
                    names.get(n_args - 1).map(|n| kebab(&n.to_string()))
                };
                (quote!(#index), name)
            }
        };
        let name = if fa.skip {
            None
        } else {
            let name = fa.name.clone().or(default_name);
            if name.is_none() && said.with.is_none() {
                return Err(syn::Error::new_spanned(
                    v,
                    "a tuple variant names its values: #[say(args(name, …))]",
                ));
            }
            name
        };
        let put = match &name {
            None => quote!(args),
            Some(n) if fa.quoted => quote!(args.quoted(#n, #bind)),
            Some(n) if fa.detail => quote!(args.detail(#n, #bind)),
            Some(n) if fa.said => quote!(args.said(#n, #bind)),
            Some(n) => quote!(args.arg(#n, #bind)),
        };
        let ty = f.ty.clone();
        let (sample, samples) = match &fa.sample {
            Some(e) => (quote!(#e), quote!(::std::vec![#e])),
            None => (
                quote!(<#ty as ::words::Sample>::sample()),
                quote!(<#ty as ::words::Sample>::samples()),
            ),
        };
        out.push(Field {
            bind,
            member,
            put,
            sample,
            samples,
            ty,
        });
    }
    if let Some(args) = &said.args {
        if args.len() != n_args {
            return Err(syn::Error::new_spanned(
                v,
                "#[say(args(…))] names as many values as the variant has fields",
            ));
        }
    }
    Ok(out)
}

fn say(input: &DeriveInput) -> syn::Result<Tokens> {
    let Data::Enum(data) = &input.data else {
        return Err(syn::Error::new_spanned(
            input,
            "#[derive(Say)] is for enums",
        ));
    };
    let top = attributes(&input.attrs)?;
    let prefix = top.prefix.unwrap_or_default();
    let name = &input.ident;
    let (impl_g, ty_g, where_g) = input.generics.split_for_impl();
    let mut arms = vec![];
    let mut samples = vec![];
    for v in &data.variants {
        let va = attributes(&v.attrs)?;
        let vid = &v.ident;
        let fs = fields(v, &va)?;
        let binds: Vec<&Ident> = fs.iter().map(|f| &f.bind).collect();
        let members: Vec<&Tokens> = fs.iter().map(|f| &f.member).collect();
        if let Some(with) = &va.with {
            arms.push(quote!(#name::#vid { .. } => #with(self),));
        } else {
            let pattern = quote!(#name::#vid { #(#members: #binds),* });
            let id = va
                .id
                .clone()
                .unwrap_or_else(|| format!("{prefix}{}", kebab(&vid.to_string())));
            let puts: Vec<&Tokens> = fs.iter().map(|f| &f.put).collect();
            arms.push(quote!(#pattern => {
                let args = ::words::Args::new();
                #(let args = #puts;)*
                (#id, args)
            }));
        }
        // Samples: all fields at their sample, then each field through its samples.
        let base: Vec<Tokens> = fs.iter().map(|f| f.sample.clone()).collect();
        samples.push(quote!(all.push(#name::#vid { #(#members: #base),* });));
        for (i, f) in fs.iter().enumerate() {
            let mut vals = base.clone();
            vals[i] = quote!(v);
            let many = &f.samples;
            let ty = &f.ty;
            samples.push(quote!(
                for v in #many {
                    let v: #ty = v;
                    all.push(#name::#vid { #(#members: #vals),* });
                }
            ));
        }
    }
    if data.variants.is_empty() {
        return Err(syn::Error::new_spanned(
            input,
            "a message enum has variants",
        ));
    }
    Ok(quote! {
        impl #impl_g ::words::Say for #name #ty_g #where_g {
            #[allow(unused_variables)]
            fn key(&self) -> ::words::Key {
                match self {
                    #(#arms)*
                }
            }
        }
        impl #impl_g ::words::Sample for #name #ty_g #where_g {
            fn sample() -> Self {
                <Self as ::words::Sample>::samples().remove(0)
            }
            fn samples() -> ::std::vec::Vec<Self> {
                let mut all = ::std::vec::Vec::new();
                #(#samples)*
                all
            }
        }
    })
}

fn selector(input: &DeriveInput) -> syn::Result<Tokens> {
    let Data::Enum(data) = &input.data else {
        return Err(syn::Error::new_spanned(
            input,
            "#[derive(Selector)] is for enums",
        ));
    };
    let name = &input.ident;
    let mut arms = vec![];
    let mut all = vec![];
    for v in &data.variants {
        if !matches!(v.fields, Fields::Unit) {
            return Err(syn::Error::new_spanned(
                v,
                "a selector's variants have no fields",
            ));
        }
        let va = attributes(&v.attrs)?;
        let vid = &v.ident;
        let key = va.key.unwrap_or_else(|| kebab(&vid.to_string()));
        arms.push(quote!(#name::#vid => #key));
        all.push(quote!(#name::#vid));
    }
    Ok(quote! {
        impl ::words::Arg for #name {
            fn put(&self, args: ::words::Args, name: &'static str) -> ::words::Args {
                args.text(name, match self { #(#arms,)* })
            }
        }
        impl ::words::Sample for #name {
            fn sample() -> Self {
                <Self as ::words::Sample>::samples().remove(0)
            }
            fn samples() -> ::std::vec::Vec<Self> {
                ::std::vec![#(#all),*]
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::kebab;

    #[test]
    fn a_name_in_kebab_case_splits_at_capitals_and_underscores() {
        assert_eq!(kebab("ChooseSwap"), "choose-swap");
        assert_eq!(kebab("victim_role"), "victim-role");
        assert_eq!(kebab("Stars3"), "stars3");
        assert_eq!(kebab("A"), "a");
    }
}
