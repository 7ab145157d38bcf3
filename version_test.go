package main

import (
	"runtime"
	"testing"

	"backtracklab/engine/cli"
)

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

func TestVersionTextShowsTheVersionOfFyneAppToml(t *testing.T) {
	old := cli.Version
	t.Cleanup(func() { cli.Version = old })
	cli.Version = versionFrom(metadata)
	want := "Backtrack Lab " + versionFrom(metadata) + " (" + runtime.Version() + ", Fyne " + cli.FyneVersion() + ")"
	if got := cli.VersionText(); got != want {
		t.Errorf("version text %q, want %q", got, want)
	}
}

func TestAppIDFromMetadata(t *testing.T) {
	if id := detail(metadata, "ID"); id != "org.backtracklab.app" {
		t.Errorf("FyneApp.toml ID = %q, want org.backtracklab.app (preferences are stored under it)", id)
	}
}
