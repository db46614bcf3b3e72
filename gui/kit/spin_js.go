package kit

// spinners is false in a browser page: there the window is drawn again
// whole for every frame of an animation, which without a graphics card
// takes much of the page's one thread, so a search's moving bar and
// activity dot would slow the search and hold up the user's clicks. The
// headline ("Searching…", "Building …") and the live counters say that
// the search works.
const spinners = false
