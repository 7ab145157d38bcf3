//go:build !windows && !darwin && !js && !android

// These tests stand the system's locale in with the variables Fyne reads
// it from on Linux and the BSDs.

package i18n_test

import (
	"fmt"
	"os"
	"slices"
	"testing"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/i18n"
	"backtracklab/gui/i18n/i18ntest"
)

// system makes the locale variables say language (LANGUAGE) and lcAll
// (LC_ALL) for the rest of the test, LANG English; the app follows the
// system again once they are put back.
func system(t *testing.T, language, lcAll string) {
	t.Helper()
	t.Cleanup(func() { i18n.Use(i18n.System) }) // registered first, run last
	t.Setenv("LC_ALL", lcAll)
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANG", "en_US.UTF-8")
	t.Setenv("LANGUAGE", language)
}

// confirmButtons are the words on the buttons of a Fyne confirmation
// dialog made now (each once: the walk meets a button's text twice, in
// the button and in its renderer).
func confirmButtons(t *testing.T) []string {
	t.Helper()
	test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	dialog.NewConfirm("?", "?", func(bool) {}, w).Show()
	var buttons []string
	for _, text := range i18ntest.Texts(w.Canvas().Overlays().Top()) {
		if text != "?" && text != "" {
			buttons = append(buttons, text)
		}
	}
	slices.Sort(buttons)
	return slices.Compact(buttons)
}

// speaks checks that the app's words, its plural forms and Fyne's dialog
// buttons are in language.
func speaks(t *testing.T, language string) {
	t.Helper()
	want := map[string][4]string{
		i18n.English: {"Language", "Finished: 1 solution", "Finished: 92 solutions", "No Yes"},
		i18n.Chinese: {"语言", "完成：共 1 个解", "完成：共 92 个解", "否 是"},
	}[language]
	got := [4]string{
		i18n.T("lang.menu"),
		i18n.N("queens.end.done", 1, i18n.Args{"Found": "1"}),
		i18n.N("queens.end.done", 92, i18n.Args{"Found": "92"}),
		fmt.Sprint(confirmButtons(t)),
	}
	got[3] = got[3][1 : len(got[3])-1]
	if i18n.Current() != language || got != want {
		t.Errorf("in %q: current %q, words %q, want %q", language, i18n.Current(), got, want)
	}
}

// On a Chinese system English is chosen, and everything says English,
// Fyne's dialogs too, without the system's locale changed: Windows,
// macOS and a browser have no variable that Fyne would read it from.
func TestEnglishOnAChineseSystem(t *testing.T) {
	system(t, "zh_CN", "")
	i18n.Use(i18n.System)
	speaks(t, i18n.Chinese)
	i18n.Use(i18n.English)
	speaks(t, i18n.English)
	if v := os.Getenv("LANGUAGE"); v != "zh_CN" {
		t.Errorf("LANGUAGE is %q, the system's was zh_CN", v)
	}
	i18n.Use(i18n.Chinese)
	speaks(t, i18n.Chinese)
	i18n.Use(i18n.System)
	speaks(t, i18n.Chinese)
}

// On a system whose locale Fyne reads without LANGUAGE (LC_ALL=C makes
// it ignore LANGUAGE, as it would be on Windows), Chinese is chosen and
// everything says Chinese; back to English and to the system's, English.
func TestChineseWhereLANGUAGEIsNotRead(t *testing.T) {
	system(t, "", "C")
	i18n.Use(i18n.System)
	speaks(t, i18n.English)
	i18n.Use(i18n.Chinese)
	speaks(t, i18n.Chinese)
	i18n.Use(i18n.English)
	speaks(t, i18n.English)
	i18n.Use(i18n.Chinese)
	i18n.Use(i18n.System)
	speaks(t, i18n.English)
}

// Whatever the system's languages, the choice is what Fyne's words say,
// and System is the first of them that the app speaks.
func TestEverySystem(t *testing.T) {
	for _, c := range []struct{ locales, system string }{
		{"zh_CN", i18n.Chinese}, {"zh", i18n.Chinese}, {"zh_TW", i18n.Chinese}, {"zh_HK", i18n.Chinese},
		{"zh-Hans-CN", i18n.Chinese}, {"fr_FR:zh_CN", i18n.Chinese}, {"ja_JP:zh_CN:en_US", i18n.Chinese},
		{"en_US", i18n.English}, {"en_GB:zh_CN", i18n.English}, {"en", i18n.English},
		{"fr_FR", i18n.English}, {"fr", i18n.English}, {"pt", i18n.English}, {"pt_BR", i18n.English},
		{"pt_PT", i18n.English}, {"de_DE", i18n.English}, {"sk_SK", i18n.English}, {"nb_NO", i18n.English},
		{"ta_IN", i18n.English}, {"uk_UA", i18n.English}, {"ja_JP", i18n.English}, {"", i18n.English},
	} {
		t.Run(c.locales, func(t *testing.T) {
			system(t, c.locales, "")
			i18n.Use(i18n.System)
			if i18n.Current() != c.system {
				t.Errorf("the system's language is %q, want %q", i18n.Current(), c.system)
			}
			for _, choice := range []string{i18n.English, i18n.Chinese, i18n.English, i18n.System} {
				i18n.Use(choice)
				want := map[string]string{i18n.English: "Cancel Name", i18n.Chinese: "取消 名称"}[i18n.Current()]
				if got := lang.L("Cancel") + " " + lang.X("file.name", "Name"); got != want {
					t.Errorf("choice %q: Fyne says %q, want %q", choice, got, want)
				}
			}
		})
	}
}
