//! `-time-passes`: wall-clock time per pipeline stage, reported on stderr.

use std::time::{Duration, Instant};

/// Collects stage timings when enabled.
#[derive(Default)]
pub struct Timer {
    enabled: bool,
    stages: Vec<(&'static str, Duration)>,
}

impl Timer {
    /// A timer that records only when `enabled`.
    pub fn new(enabled: bool) -> Self {
        Timer {
            enabled,
            stages: Vec::new(),
        }
    }

    /// Runs `f`, recording its duration under `name`.
    pub fn time<T>(&mut self, name: &'static str, f: impl FnOnce() -> T) -> T {
        if !self.enabled {
            return f();
        }
        let start = Instant::now();
        let r = f();
        self.stages.push((name, start.elapsed()));
        r
    }

    /// Prints the report (if enabled) to stderr.
    pub fn report(&self) {
        if !self.enabled {
            return;
        }
        let total: Duration = self.stages.iter().map(|s| s.1).sum();
        eprintln!(
            "===-------------------------------------------------------------------------==="
        );
        eprintln!("                          rllc pass execution timing report");
        eprintln!(
            "===-------------------------------------------------------------------------==="
        );
        eprintln!("  Total Execution Time: {:.4} seconds", total.as_secs_f64());
        eprintln!();
        eprintln!("   --Wall Time--  --- Name ---");
        for (name, d) in &self.stages {
            let pct = if total.is_zero() {
                0.0
            } else {
                100.0 * d.as_secs_f64() / total.as_secs_f64()
            };
            eprintln!("   {:.4} ({:5.1}%)  {name}", d.as_secs_f64(), pct);
        }
        eprintln!("   {:.4} (100.0%)  Total", total.as_secs_f64());
    }
}
