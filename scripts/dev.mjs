// `npm run dev`: the API with reload on change (:3000) and Vite with hot reload (:5173), which proxies
// /api to the API. Open http://localhost:5173. Ctrl-C stops both.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "apps/server/src/main.ts"], { stdio: "inherit" }),
  spawn("npm", ["run", "dev", "--workspace", "@kindred/web"], { stdio: "inherit" }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
