// xvfb.mjs: an X server of our own for the desktop tests. Xvfb picks a free
// display itself and writes its number to the pipe given by -displayfd once
// it accepts connections, so there is no guessing at free numbers (a race
// when two runs start together) and no fixed sleep before the first client.
import { spawn } from "node:child_process";

export function startXvfb(size = "1600x1000x24", timeoutMs = 20000) {
  const proc = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", size, "-nolisten", "tcp"],
                     { stdio: ["ignore", "ignore", "pipe", "pipe"] });
  let errors = "";
  proc.stderr.on("data", (d) => { errors += d; });
  return new Promise((resolve, reject) => {
    let text = "";
    const timer = setTimeout(() => { proc.kill(); reject(new Error(`Xvfb gave no display in ${timeoutMs} ms: ${errors}`)); },
                             timeoutMs);
    proc.stdio[3].on("data", (d) => {
      text += d;
      if (!text.includes("\n")) return;
      clearTimeout(timer);
      resolve({ display: `:${text.trim()}`, proc });
    });
    proc.on("error", (e) => { clearTimeout(timer); reject(e); });
    proc.on("exit", (code) => { clearTimeout(timer); reject(new Error(`Xvfb exited (${code}): ${errors}`)); });
  });
}
