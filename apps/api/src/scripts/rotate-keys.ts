import { ConfigError, loadConfig } from '../config';
import { rotateSigningKey } from '../credentials/access-tokens';

/** `npm run keys:rotate`: the new key signs from now on; running servers pick it up within 30 s. */
async function main() {
  const config = loadConfig();
  if (config.jwt.privateKeyPem) {
    console.error(
      'JWT_PRIVATE_KEY is set, so the signing key comes from the environment, not DATA_DIR/keys. ' +
        'Unset it to let the product keep and rotate its keys itself.',
    );
    process.exit(1);
  }
  const { kid, retiredKid } = await rotateSigningKey(config.dataDir, new Date());
  process.stdout.write(
    `New signing key ${kid} in ${config.dataDir}/keys.` +
      (retiredKid ? ` The old key ${retiredKid} keeps verifying tokens for 16 minutes.` : '') +
      '\n',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
