// The web app's server lives in apps/web/server (README, "How it is served"); this path stays for
// the commands that name it.
import '../apps/web/server/main.mjs';
