/**
 * @generated SignedSource<<2347902f53d8481eb144c9d542360d2d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BatchSection_batch$data = {
  readonly characters: ReadonlyArray<{
    readonly slug: string;
    readonly " $fragmentSpreads": FragmentRefs<"CharacterThumb_character">;
  }>;
  readonly date: any;
  readonly no: number;
  readonly " $fragmentType": "BatchSection_batch";
};
export type BatchSection_batch$key = {
  readonly " $data"?: BatchSection_batch$data;
  readonly " $fragmentSpreads": FragmentRefs<"BatchSection_batch">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BatchSection_batch",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "no",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Character",
      "kind": "LinkedField",
      "name": "characters",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CharacterThumb_character"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CharacterBatch",
  "abstractKey": null
};

(node as any).hash = "a0f61ecf732e0040594059cf47d9671b";

export default node;
