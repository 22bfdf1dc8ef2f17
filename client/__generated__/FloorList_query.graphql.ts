/**
 * @generated SignedSource<<eb09ca4bcee3823c57343eadd567ef91>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FloorList_query$data = {
  readonly towerFloors: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly number: number;
        readonly " $fragmentSpreads": FragmentRefs<"FloorListItem_floor">;
      };
    }>;
  };
  readonly " $fragmentType": "FloorList_query";
};
export type FloorList_query$key = {
  readonly " $data"?: FloorList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"FloorList_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FloorList_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1000
        }
      ],
      "concreteType": "QueryTowerFloorsConnection",
      "kind": "LinkedField",
      "name": "towerFloors",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryTowerFloorsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "TowerFloor",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "number",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "FloorListItem_floor"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "towerFloors(first:1000)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "b5874f8dca65bbba87fc1707c676861b";

export default node;
