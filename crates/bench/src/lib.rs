//! The track engine's benchmarks live in `benches/engine.rs` (`cargo bench` at the
//! workspace root runs them; figures in docs/performance.md). This library is empty: the crate
//! exists so that criterion, a benchmark-only dependency, is never built by `cargo test`.
