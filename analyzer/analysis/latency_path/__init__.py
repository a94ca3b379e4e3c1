"""The latency path: dependence chains, the issue schedule and the latency expression of a warp."""
