/**
 * @generated SignedSource<<1cfdddf9cbaecf34a419d6722ffc4db3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HpChart_query$data = {
  readonly towerHpGraph: ReadonlyArray<{
    readonly approx: boolean;
    readonly floor: number;
    readonly isReleased: boolean;
    readonly sample: boolean;
    readonly value: number;
  }>;
  readonly " $fragmentType": "HpChart_query";
};
export type HpChart_query$key = {
  readonly " $data"?: HpChart_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HpChart_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HpChart_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TowerHpEntry",
      "kind": "LinkedField",
      "name": "towerHpGraph",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "floor",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isReleased",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sample",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "approx",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "76f2655c68dc853232179b0c5a825b27";

export default node;
