/**
 * @generated SignedSource<<8c1274fa02015a0b34d1ecc8e9577ce3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AttackFilters_query$data = {
  readonly attackParts: {
    readonly bulletTypes: ReadonlyArray<{
      readonly attackCount: number;
      readonly code: string;
      readonly label: string;
    }>;
    readonly elements: ReadonlyArray<{
      readonly attackCount: number;
      readonly code: string;
      readonly label: string;
    }>;
    readonly killers: ReadonlyArray<{
      readonly attackCount: number;
      readonly code: string;
      readonly label: string;
    }>;
  };
  readonly worldGroups: ReadonlyArray<{
    readonly name: string;
    readonly worlds: ReadonlyArray<{
      readonly code: string;
      readonly name: string | null | undefined;
    }>;
  }>;
  readonly " $fragmentType": "AttackFilters_query";
};
export type AttackFilters_query$key = {
  readonly " $data"?: AttackFilters_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AttackFilters_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "attackCount",
    "storageKey": null
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AttackFilters_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AttackParts",
      "kind": "LinkedField",
      "name": "attackParts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AttackPartLabel",
          "kind": "LinkedField",
          "name": "elements",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AttackPartLabel",
          "kind": "LinkedField",
          "name": "bulletTypes",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AttackPartLabel",
          "kind": "LinkedField",
          "name": "killers",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WorldGroup",
      "kind": "LinkedField",
      "name": "worldGroups",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "World",
          "kind": "LinkedField",
          "name": "worlds",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "c9712f7d58343707d23fc70bf565dc97";

export default node;
