// nginx run by a test: the shipped site (deploy/nginx/avinox.conf, adapted by the caller) inside a
// minimal main config, in its own folder, in the foreground so the test can stop it by pid.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

/** Waits until `port` accepts connections; throws with the child's output if it exits first or takes over 10 s. */
export async function waitForPort(
  port: number,
  child: ChildProcess,
  name: string,
  output: () => string,
): Promise<void> {
  for (let i = 0; !(await portAnswers(port)); i++) {
    if (child.exitCode !== null || i > 100) throw new Error(`${name} did not start: ${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Writes `site` and a main config around it into `dir`, starts nginx and waits for `port`. */
export async function startNginx(
  dir: string,
  site: string,
  port: number,
  modules: string[] = [],
): Promise<ChildProcess> {
  fs.writeFileSync(path.join(dir, "avinox.conf"), site);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `${name}_temp_path ${dir}/${name};`)
    .join(" ");
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `${modules.map((module) => `load_module ${module};\n`).join("")}worker_processes 1;
error_log ${dir}/error.log;
pid ${dir}/nginx.pid;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${temp}
  include ${dir}/avinox.conf;
}
`,
  );
  const nginx = spawn("nginx", ["-p", dir, "-c", `${dir}/nginx.conf`, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  nginx.stderr?.on("data", (chunk) => (stderr += chunk));
  await waitForPort(port, nginx, "nginx", () => stderr);
  return nginx;
}
