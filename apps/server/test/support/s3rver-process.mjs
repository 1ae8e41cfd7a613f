// A real S3-protocol server for the tests, in its own process: s3rver signs its listing continuation
// tokens with DES, which Node's OpenSSL 3 offers only with --openssl-legacy-provider (set by the parent).
// argv: the folder for its objects, then the buckets to create; S3RVER_PORT: a port to take again after a
// restart (0: any). Prints the port once listening.
import S3rver from "s3rver";

const [directory, ...buckets] = process.argv.slice(2);
const server = new S3rver({
  address: "127.0.0.1",
  port: Number(process.env.S3RVER_PORT ?? 0),
  silent: true,
  directory,
  configureBuckets: buckets.map((name) => ({ name, configs: [] })),
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
// The parent ends the process (SIGTERM) or goes away (stdin closes).
process.stdin.resume();
process.stdin.on("end", () => process.exit(0));
