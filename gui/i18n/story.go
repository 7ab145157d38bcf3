package i18n

import "backtracklab/engine/story"

// Say tells m in the language in use: the narration of a step
// (engine/story), or any text kept as its key and values.
func Say(m story.Msg) string { return m.Tell(tell) }

// tell is story's Teller over T and N.
func tell(key string, count int, plural bool, args map[string]any) string {
	switch {
	case plural && args == nil:
		return N(key, count)
	case plural:
		return N(key, count, args)
	case args == nil:
		return T(key)
	}
	return T(key, args)
}
