/**
 * @generated SignedSource<<09ece3baac81cf5a3b10960cf1cddadf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HpChart_query$data = {
  readonly towerHpGraph: ReadonlyArray<{
    readonly floor: number;
    readonly isReleased: boolean;
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "2b72f41337535de96d068004505b42af";

export default node;
