package main

import "testing"

func TestVersionFrom(t *testing.T) {
	toml := "Website = \"x\"\n[Details]\n  Name = \"A\"\n  Version = \"1.2.3\"\n  Build = 4\n[Other]\n  Version = \"9\"\n"
	if v := versionFrom(toml); v != "1.2.3" {
		t.Errorf("versionFrom = %q, want 1.2.3", v)
	}
	if v := versionFrom("[Other]\nVersion = \"9\"\n"); v != "dev" {
		t.Errorf("versionFrom without Details = %q, want dev", v)
	}
	if v := versionFrom(metadata); v == "dev" || v == "" {
		t.Errorf("FyneApp.toml has no [Details] Version (got %q)", v)
	}
}
